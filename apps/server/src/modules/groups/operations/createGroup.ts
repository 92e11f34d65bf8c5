import { conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { checkedName, checkedPictures, checkedRules, checkedText } from '../compose';
import { NAME_TAKEN } from '../policy';
import { presentGroup } from '../present';
import { findGroup, insertGroup, nameTaken } from '../repo';

export const createGroup = operation(
  'createGroup',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const name = checkedName(body.name);
    if (await nameTaken(ctx.db, name)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    await checkedPictures(ctx, caller.user.id, body);
    const id = await insertGroup(ctx.db, {
      name,
      title: checkedText(body.title, 'title'),
      description: body.description?.trim() || null,
      category: body.category ?? null,
      type: body.type,
      avatar: body.avatar ?? null,
      backgroundImage: body.background_image ?? null,
      ownerId: caller.user.id,
      rules: checkedRules(body.rules ?? []),
    });
    // Two groups created at once with one name: the unique index decides.
    if (!id) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    return presentGroup(ctx.db, caller.user.id, (await findGroup(ctx.db, id))!);
  },
  { rateLimit: ['posting'], status: 201 },
);
