import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { RULE_NOT_FOUND, assertMaySeeContent, groupAccess } from '../policy';
import { presentRule } from '../present';
import { findRule } from '../repo';

export const getGroupRule = operation(
  'getGroupRule',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertMaySeeContent(access);
    const rule = await findRule(ctx.db, access.group.id, params.ruleId);
    if (!rule) throw notFound(RULE_NOT_FOUND);
    return presentRule(rule);
  },
);
