// New projects for a saved search, through the board's one search (platform/board): the saved
// filters read as the projects list reads its query (spec §5 rules included), seen with the
// owner's eyes (visibility, blocks), opened projects only, not the owner's own, created in the
// window [from, to).
import type { components } from '@trestle/openapi/types';
import {
  boardQueryFrom,
  boardViewerOf,
  countBoard,
  loadBoardItems,
  searchBoard,
} from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import type { UserRow } from '../../platform/db/tables';
import type { DigestProject } from './digest';
import { projectLink } from './links';

type ProjectFilters = components['schemas']['ProjectFilters'];

const money = (bid: number | null, currency: string | null) =>
  bid === null ? null : `${currency ?? 'USD'} ${bid.toLocaleString('en-US')}`;

export async function findNewProjects(
  ctx: AppContext,
  owner: UserRow,
  filters: ProjectFilters,
  window: { from: Date; to: Date; limit: number },
): Promise<{ total: number; projects: DigestProject[] }> {
  const viewer = boardViewerOf(owner);
  const query = boardQueryFrom('project', { ...filters, type: 'all', status: 'opened' }, (qb) =>
    qb
      .where('board_items.created_at', '>=', window.from)
      .where('board_items.created_at', '<', window.to)
      .where('board_items.owner_id', '<>', owner.id),
  );
  const total = await countBoard(ctx.db, viewer, query);
  if (total === 0) return { total, projects: [] };
  const ids = await searchBoard(ctx.db, viewer, query, { skip: 0, limit: window.limit });
  const items = await loadBoardItems(ctx.db, viewer, ids);
  return {
    total,
    projects: items.map(({ row }) => ({
      title: row.title,
      link: projectLink(ctx, row.id),
      place: row.location_label,
      budget: money(row.bid, row.currency),
    })),
  };
}
