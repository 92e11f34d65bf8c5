import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { checkedRules } from '../compose';
import { RULE_NOT_FOUND, assertModerator, groupAccess } from '../policy';
import { presentRule } from '../present';
import { findRule, updateRuleRow } from '../repo';

export const updateGroupRule = operation(
  'updateGroupRule',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertModerator(access);
    const [rule] = checkedRules([body]);
    if (!(await findRule(ctx.db, access.group.id, params.ruleId))) throw notFound(RULE_NOT_FOUND);
    return presentRule(await updateRuleRow(ctx.db, params.ruleId, rule!));
  },
);
