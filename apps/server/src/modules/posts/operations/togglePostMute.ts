import { operation } from '../../../platform/http/operation';
import { toggleThreadMute } from '../repo/conversation';
import { visiblePost } from '../policy';

export const togglePostMute = operation(
  'togglePostMute',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const { row } = await visiblePost(ctx, caller, params.id);
    // The whole conversation is muted: the mark is kept on the thread's root.
    const muted = await toggleThreadMute(ctx.db, caller.user.id, row.root_id ?? row.id);
    return { muted };
  },
);
