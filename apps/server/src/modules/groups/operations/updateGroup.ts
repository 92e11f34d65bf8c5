import { conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { checkedName, checkedPictures, checkedText } from '../compose';
import { NAME_TAKEN, assertOwner, groupAccess } from '../policy';
import { presentGroup } from '../present';
import { findGroup, nameTaken, updateGroupRow, type GroupChanges } from '../repo';

export const updateGroup = operation(
  'updateGroup',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertOwner(access);
    const changes: GroupChanges = {};
    if (body.name !== undefined) {
      changes.name = checkedName(body.name);
      if (await nameTaken(ctx.db, changes.name, access.group.id)) {
        throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
      }
    }
    if (body.title !== undefined) changes.title = checkedText(body.title, 'title');
    if (body.description !== undefined) changes.description = body.description.trim();
    if (body.category !== undefined) changes.category = body.category;
    if (body.type !== undefined) changes.type = body.type;
    await checkedPictures(ctx, caller.user.id, body, access.group);
    if (body.avatar !== undefined) changes.avatar = body.avatar;
    if (body.background_image !== undefined) changes.background_image = body.background_image;
    if (!(await updateGroupRow(ctx.db, access.group.id, changes))) {
      throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    }
    return presentGroup(ctx.db, caller.user.id, (await findGroup(ctx.db, access.group.id))!);
  },
);
