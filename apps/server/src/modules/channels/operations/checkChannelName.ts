import { conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { checkedName } from '../compose';
import { NAME_TAKEN } from '../policy';
import { nameTaken } from '../repo';

/** 200 when the name is free; 409 when another channel (any case) has it. */
export const checkChannelName = operation(
  'checkChannelName',
  'signed-in',
  async ({ body }, ctx) => {
    const name = checkedName(body.name);
    if (await nameTaken(ctx.db, name, body.id)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    return { ok: true as const };
  },
);
