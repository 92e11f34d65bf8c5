import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { RULE_NOT_FOUND, assertModerator, groupAccess } from '../policy';
import { deleteRuleRow, findRule } from '../repo';

export const deleteGroupRule = operation(
  'deleteGroupRule',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertModerator(access);
    if (!(await findRule(ctx.db, access.group.id, params.ruleId))) throw notFound(RULE_NOT_FOUND);
    await deleteRuleRow(ctx.db, params.ruleId);
    return { ok: true as const };
  },
);
