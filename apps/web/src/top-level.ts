/** The embeddable post view's route (spec section 2: matched exactly, one parameter id). */
export const EMBED_ROUTE = '/embed/:id';

/**
 * EMBED_ROUTE as React Router's matchPath reads it (case-insensitive, trailing slashes allowed),
 * written out so the embed page does not load the router (top-level.test.tsx checks they agree).
 */
export const EMBED_PATH = /^\/embed\/([^/]+)\/*$/i;

export type TopLevelView = { view: 'embed'; id: string } | { view: 'app' };

/**
 * Which top-level view a path loads: `/embed/:id` (exactly) is the frameless embed view; every
 * other path is the main application.
 */
export function topLevelView(pathname: string): TopLevelView {
  const id = EMBED_PATH.exec(pathname)?.[1]?.replace(/%2F/g, '/');
  return id ? { view: 'embed', id } : { view: 'app' };
}
