import { operation } from '../../../platform/http/operation';
import { assertMaySeeContent, groupAccess } from '../policy';
import { presentRule } from '../present';
import { listRuleRows } from '../repo';

export const listGroupRules = operation(
  'listGroupRules',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertMaySeeContent(access);
    const rows = await listRuleRows(ctx.db, access.group.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return { items: rows.map(presentRule) };
  },
);
