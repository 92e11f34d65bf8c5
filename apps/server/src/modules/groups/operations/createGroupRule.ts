import { conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { checkedRules } from '../compose';
import { assertModerator, groupAccess } from '../policy';
import { presentRule } from '../present';
import { MAX_RULES, insertRule } from '../repo';

export const TOO_MANY_RULES = `A group has at most ${MAX_RULES} rules.`;

/** Owner and moderators; the new rule comes last. */
export const createGroupRule = operation(
  'createGroupRule',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertModerator(access);
    const [rule] = checkedRules([body]);
    const row = await insertRule(ctx.db, access.group.id, rule!);
    if (!row) throw conflict(TOO_MANY_RULES);
    return presentRule(row);
  },
  { status: 201 },
);
