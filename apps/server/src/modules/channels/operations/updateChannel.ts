import { conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { checkedDescription, checkedImage, checkedName, checkedTitle } from '../compose';
import { NAME_TAKEN, assertOwner, channelFor } from '../policy';
import { presentChannel } from '../present';
import { findChannel, nameTaken, updateChannelRow, type ChannelChanges } from '../repo';

export const updateChannel = operation(
  'updateChannel',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const channel = await channelFor(ctx, caller, params.id);
    assertOwner(caller, channel);
    const changes: ChannelChanges = {};
    if (body.name !== undefined) {
      changes.name = checkedName(body.name);
      if (await nameTaken(ctx.db, changes.name, channel.id)) {
        throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
      }
    }
    if (body.title !== undefined) changes.title = checkedTitle(body.title);
    if (body.description !== undefined) changes.description = checkedDescription(body.description);
    if (body.category !== undefined) changes.category = body.category;
    if (body.type !== undefined) changes.type = body.type;
    if (body.background_image !== undefined) {
      changes.background_image =
        body.background_image === null || body.background_image === channel.background_image
          ? body.background_image
          : await checkedImage(ctx, caller.user.id, body.background_image);
    }
    if (!(await updateChannelRow(ctx.db, channel.id, changes))) {
      throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    }
    return presentChannel(ctx.db, caller.user.id, (await findChannel(ctx.db, channel.id))!);
  },
);
