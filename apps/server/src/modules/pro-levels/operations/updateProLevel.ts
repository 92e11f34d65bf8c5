import { operation } from '../../../platform/http/operation';
import { assertCanBePaid } from '../../../platform/payments/index';
import { checkedLevelChange } from '../compose';
import { PAYOUTS_FIRST } from './createProLevel';
import { ownLevel } from '../policy';
import { presentLevels } from '../present';
import { updateLevel } from '../repo';

/** The owner's edit; a new price applies from each subscriber's next period. */
export const updateProLevel = operation(
  'updateProLevel',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const change = checkedLevelChange(body);
    await ownLevel(ctx.db, caller.user.id, params.levelId);
    if (change.price !== undefined && change.price > 0)
      await assertCanBePaid(ctx, caller.user.id, PAYOUTS_FIRST);
    const row = await updateLevel(ctx.db, params.levelId, change);
    return (await presentLevels(ctx.db, caller.user.id, [row]))[0]!;
  },
);
