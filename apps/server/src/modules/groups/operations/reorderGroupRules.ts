import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { assertModerator, groupAccess } from '../policy';
import { presentRule } from '../present';
import { MAX_RULES, listRuleRows, saveRuleOrder } from '../repo';

export const RULE_ORDER_INCOMPLETE = 'The order must list every rule of the group exactly once.';

/** Owner and moderators; answers the rules in their new order. */
export const reorderGroupRules = operation(
  'reorderGroupRules',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertModerator(access);
    if (!(await saveRuleOrder(ctx.db, access.group.id, body.order))) {
      throw badRequest(RULE_ORDER_INCOMPLETE, { order: RULE_ORDER_INCOMPLETE });
    }
    const rows = await listRuleRows(ctx.db, access.group.id, { skip: 0, limit: MAX_RULES });
    return { items: rows.map(presentRule) };
  },
);
