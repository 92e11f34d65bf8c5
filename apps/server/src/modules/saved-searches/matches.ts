// New projects for a saved search: written on the board layer's search (platform/board), which
// is not merged yet. Until then a run fails (and is retried) instead of pretending.
import type { components } from '@trestle/openapi/types';
import type { AppContext } from '../../platform/context';
import type { UserRow } from '../../platform/db/tables';
import type { DigestProject } from './digest';

type ProjectFilters = components['schemas']['ProjectFilters'];

export async function findNewProjects(
  _ctx: AppContext,
  _owner: UserRow,
  _filters: ProjectFilters,
  _window: { from: Date; to: Date; limit: number },
): Promise<{ total: number; projects: DigestProject[] }> {
  throw new Error('Saved-search runs need the board layer (platform/board/search.ts).');
}
