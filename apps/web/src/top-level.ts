import { matchPath } from 'react-router';

/** The embeddable post view's route (spec section 2: matched exactly, one parameter id). */
export const EMBED_ROUTE = '/embed/:id';

export type TopLevelView = { view: 'embed'; id: string } | { view: 'app' };

/**
 * Which top-level view a path loads: `/embed/:id` (exactly) is the frameless embed view; every
 * other path is the main application.
 */
export function topLevelView(pathname: string): TopLevelView {
  const match = matchPath({ path: EMBED_ROUTE, end: true }, pathname);
  const id = match?.params.id;
  return id ? { view: 'embed', id } : { view: 'app' };
}
