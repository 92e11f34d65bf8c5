import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { subscribe } from '../subscribe';
import { LEVEL_NOT_FOUND } from '../policy';
import { presentSubscription } from '../present';
import { findLevel } from '../repo';

/** A free level: active at once. A paid one: pending until the card's charge is confirmed. */
export const subscribeToProLevel = operation(
  'subscribeToProLevel',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const level = await findLevel(ctx.db, params.levelId);
    if (!level || level.withdrawn_at !== null) throw notFound(LEVEL_NOT_FOUND);
    const row = await subscribe(ctx, caller.user, level, body?.card);
    return presentSubscription(ctx.db, caller.user.id, row);
  },
  { status: 201, rateLimit: ['posting'] },
);
