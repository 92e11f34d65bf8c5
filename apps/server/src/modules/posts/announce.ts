// The job behind the live "N new posts" bar: a new top-level post is announced to its author's
// followers (their home feed) and, when public, to everyone connected (the local feed). Done in a
// job, never in the request: an author may have tens of thousands of followers.
import type { AppContext } from '../../platform/context';
import { findLivePost, followerIds, groupTypeOf } from './repo/posts';

const BATCH = 1000;

export async function announcePost(ctx: AppContext, { postId }: { postId: string }) {
  const post = await findLivePost(ctx.db, postId);
  if (!post || post.reply_to_id) return;
  ctx.realtime.toUser(post.author_id).emit('newsfeed:new', { source: 'following', count: 1 });
  // A private group's post is not announced outside it: not even a count leaves the group.
  if (post.group_id && (await groupTypeOf(ctx.db, post.group_id)) === 'private') return;
  for (let after: string | null = null; ;) {
    const ids: string[] = await followerIds(ctx.db, post.author_id, after, BATCH);
    if (ids.length > 0) {
      ctx.realtime.toUsers(ids).emit('newsfeed:new', { source: 'following', count: 1 });
    }
    if (ids.length < BATCH) break;
    after = ids[ids.length - 1]!;
  }
  if (!post.premium) ctx.realtime.toEveryone().emit('newsfeed:new', { source: 'local', count: 1 });
}
