// The job behind the live "N new posts" bar: a new top-level post is announced to its author's
// followers and its channel's followers (their home feed) and, when public, to everyone connected
// (the local feed). Done in a job, never in the request: an author may have tens of thousands of
// followers.
import type { AppContext } from '../../platform/context';
import { audienceIds, channelOf, findLivePost, groupTypeOf } from './repo/posts';

const BATCH = 1000;

export async function announcePost(ctx: AppContext, { postId }: { postId: string }) {
  const post = await findLivePost(ctx.db, postId);
  if (!post || post.reply_to_id) return;
  ctx.realtime.toUser(post.author_id).emit('newsfeed:new', { source: 'following', count: 1 });
  // A private group's post is not announced outside it: not even a count leaves the group.
  if (post.group_id && (await groupTypeOf(ctx.db, post.group_id)) === 'private') return;
  // A channel's post also goes to the channel's followers; a private channel's to them only.
  const channel = post.channel_id ? await channelOf(ctx.db, post.channel_id) : undefined;
  const privateChannel = channel?.type === 'private';
  const audience = { authorId: post.author_id, channelId: channel?.id ?? null, privateChannel };
  for (let after: string | null = null; ;) {
    const ids: string[] = await audienceIds(ctx.db, audience, after, BATCH);
    if (ids.length > 0) {
      ctx.realtime.toUsers(ids).emit('newsfeed:new', { source: 'following', count: 1 });
    }
    if (ids.length < BATCH) break;
    after = ids[ids.length - 1]!;
  }
  if (!post.premium && !privateChannel)
    ctx.realtime.toEveryone().emit('newsfeed:new', { source: 'local', count: 1 });
}
