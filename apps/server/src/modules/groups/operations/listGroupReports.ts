import { MODERATION_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { assertModerator, groupAccess } from '../policy';
import { presentReports } from '../present';
import { listReportRows } from '../repo';

/** Reports on posts in the group, oldest first: owner and moderators. */
export const listGroupReports = operation(
  'listGroupReports',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertModerator(access);
    const rows = await listReportRows(ctx.db, access.group.id, {
      state: query.state ?? 'open',
      skip: query.skip ?? 0,
      limit: query.limit ?? MODERATION_PAGE_SIZE,
    });
    return { items: await presentReports(ctx.db, rows) };
  },
);
