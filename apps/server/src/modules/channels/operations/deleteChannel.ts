import { operation } from '../../../platform/http/operation';
import { assertOwner, assertPassword, channelFor } from '../policy';
import { deleteChannelRow } from '../repo';

/** Owner only, with the account password; the channel's posts are deleted with it. */
export const deleteChannel = operation(
  'deleteChannel',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const channel = await channelFor(ctx, caller, params.id);
    assertOwner(caller, channel);
    await assertPassword(caller, body.password);
    await deleteChannelRow(ctx.db, channel.id);
    return { ok: true as const };
  },
  // The password check is limited per person, as for groups and sign-in.
  { rateLimit: ['passwordCheck'] },
);
