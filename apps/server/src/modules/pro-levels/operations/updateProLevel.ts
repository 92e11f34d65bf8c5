import { operation } from '../../../platform/http/operation';
import { checkedLevelChange } from '../compose';
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
    const row = await updateLevel(ctx.db, params.levelId, change);
    return (await presentLevels(ctx.db, caller.user.id, [row]))[0]!;
  },
);
