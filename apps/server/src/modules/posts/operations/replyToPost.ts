import { readPost, viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { storeDraft } from '../compose';
import { assertMayReply, visiblePost } from '../policy';

export const replyToPost = operation(
  'replyToPost',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const { row: parent, post } = await visiblePost(ctx, caller, params.id);
    assertMayReply(post);
    const id = await storeDraft(
      ctx,
      caller,
      { ...body, category: parent.category },
      { replyToId: parent.id, rootId: parent.root_id ?? parent.id, groupId: parent.group_id },
    );
    await ctx.jobs.send('notifications.create', { kind: 'post', postId: id });
    return (await readPost(ctx.db, viewerOf(caller.user), id, 'post'))!;
  },
  { rateLimit: ['posting'], bodyLimit: 256 * 1024 },
);
