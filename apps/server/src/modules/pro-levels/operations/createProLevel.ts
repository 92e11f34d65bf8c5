import { operation } from '../../../platform/http/operation';
import { assertCanBePaid } from '../../../platform/payments/index';
import { checkedLevel } from '../compose';
import { assertUnderLevelLimit } from '../policy';
import { presentLevels } from '../present';
import { insertLevel } from '../repo';

export const PAYOUTS_FIRST =
  'Connect a payout account first (Payouts, above your levels): paid levels need somewhere to pay you.';

/** A new level, within the documented number of levels on offer (core PRO_LEVELS_MAX). */
export const createProLevel = operation(
  'createProLevel',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const fields = checkedLevel(body);
    await assertUnderLevelLimit(ctx.db, caller.user.id);
    if (fields.price > 0) await assertCanBePaid(ctx, caller.user.id, PAYOUTS_FIRST);
    const row = await insertLevel(ctx.db, caller.user.id, fields);
    return (await presentLevels(ctx.db, caller.user.id, [row]))[0]!;
  },
  { status: 201 },
);
