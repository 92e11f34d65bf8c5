import { operation } from '../../../platform/http/operation';
import { checkedChanges } from '../edit';
import { presentOwnProfile } from '../present';
import { updateProfile } from '../repo';

export const updateOwnProfile = operation(
  'updateOwnProfile',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const changes = await checkedChanges(ctx, caller, body);
    return presentOwnProfile(await updateProfile(ctx.db, caller.user.id, changes));
  },
);
