import { conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { checkedDescription, checkedImage, checkedName, checkedTitle } from '../compose';
import { NAME_TAKEN } from '../policy';
import { presentChannel } from '../present';
import { findChannel, insertChannel, nameTaken } from '../repo';

export const createChannel = operation(
  'createChannel',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const name = checkedName(body.name);
    const title = checkedTitle(body.title);
    const backgroundImage = body.background_image
      ? await checkedImage(ctx, caller.user.id, body.background_image)
      : null;
    if (await nameTaken(ctx.db, name)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    const id = await insertChannel(ctx.db, {
      name,
      title,
      description: checkedDescription(body.description ?? ''),
      backgroundImage,
      category: body.category,
      type: body.type,
      ownerId: caller.user.id,
    });
    // Two channels created at once with one name: the unique index decides.
    if (!id) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    return presentChannel(ctx.db, caller.user.id, (await findChannel(ctx.db, id))!);
  },
  { rateLimit: ['posting'], status: 201 },
);
