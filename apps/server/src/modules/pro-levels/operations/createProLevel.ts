import { operation } from '../../../platform/http/operation';
import { checkedLevel } from '../compose';
import { assertUnderLevelLimit } from '../policy';
import { presentLevels } from '../present';
import { insertLevel } from '../repo';

/** A new level, within the documented number of levels on offer (core PRO_LEVELS_MAX). */
export const createProLevel = operation(
  'createProLevel',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const fields = checkedLevel(body);
    await assertUnderLevelLimit(ctx.db, caller.user.id);
    const row = await insertLevel(ctx.db, caller.user.id, fields);
    return (await presentLevels(ctx.db, caller.user.id, [row]))[0]!;
  },
  { status: 201 },
);
