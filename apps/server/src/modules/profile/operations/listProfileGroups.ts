import { operation } from '../../../platform/http/operation';
import { presentGroupRef } from '../../groups/present';
import { visiblePersonById } from '../policy';
import { profileGroupRows } from '../repo';

/**
 * The groups a person owns, moderates or belongs to (the groupList, owner, moderator and member
 * buckets). A private group shows only to the person and to its other members.
 */
export const listProfileGroups = operation(
  'listProfileGroups',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const person = await visiblePersonById(ctx, caller, params.id);
    const ownership = query.ownership ?? 'all';
    const rows = await profileGroupRows(ctx.db, {
      personId: person.id,
      viewerId: caller.user.id,
      role: ownership === 'all' ? undefined : ownership,
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    // A private group listed here is one the viewer belongs to (or the viewer's own list).
    return {
      items: rows.map((row) => ({
        group: presentGroupRef(row, true),
        role: row.person_role,
      })),
    };
  },
);
