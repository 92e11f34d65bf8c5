import { operation } from '../../../platform/http/operation';
import { assertMayListMembers, groupAccess } from '../policy';
import { presentMembers } from '../present';
import { listMembers } from '../repo';

/** Members for whoever may see the group; requests and blocked people for its moderators. */
export const listGroupMembers = operation(
  'listGroupMembers',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    const status = query.status ?? 'active';
    assertMayListMembers(access, status);
    const rows = await listMembers(ctx.db, access.group.id, {
      status,
      role: query.role,
      search: query.search,
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return { items: await presentMembers(ctx.db, rows) };
  },
);
