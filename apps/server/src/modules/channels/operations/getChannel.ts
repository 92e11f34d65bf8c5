import { operation } from '../../../platform/http/operation';
import { channelFor } from '../policy';
import { presentChannel } from '../present';

/** Anyone signed in reads a channel by its address, a private one too. */
export const getChannel = operation('getChannel', 'signed-in', async ({ params, caller }, ctx) =>
  presentChannel(ctx.db, caller.user.id, await channelFor(ctx, caller, params.id)),
);
