import { operation } from '../../../platform/http/operation';
import { ownLevel } from '../policy';
import { withdrawLevel } from '../repo';
import { stopRenewals } from '../charge';

/**
 * Withdraws the level: nobody new subscribes; its subscribers keep it until their paid period
 * ends (their subscriptions are no longer renewed, then read as inactive).
 */
export const deleteProLevel = operation(
  'deleteProLevel',
  'signed-in',
  async ({ params, caller }, ctx) => {
    await ownLevel(ctx.db, caller.user.id, params.levelId);
    await withdrawLevel(ctx.db, params.levelId);
    await stopRenewals(ctx, params.levelId);
    return { ok: true as const };
  },
);
