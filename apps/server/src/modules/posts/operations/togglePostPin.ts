import { operation } from '../../../platform/http/operation';
import { togglePin } from '../repo/engagement';
import { assertAuthor, visiblePost } from '../policy';

export const togglePostPin = operation(
  'togglePostPin',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const { row } = await visiblePost(ctx, caller, params.id);
    assertAuthor(caller, row);
    // One pinned post per profile: the pin lives on the person, so pinning replaces.
    return { pinned: await togglePin(ctx.db, caller.user.id, row.id) };
  },
);
