import { isPureRepostRow, readPost, viewerOf } from '../../../platform/feed/index';
import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { enqueueNewPostJobs, storeDraft } from '../compose';
import {
  GROUP_OR_CHANNEL,
  assertMayPostInChannel,
  assertMayPostInGroup,
  visiblePost,
} from '../policy';

export const createPost = operation(
  'createPost',
  'signed-in',
  async ({ body, caller }, ctx) => {
    if (body.channelId && body.groupId) {
      throw badRequest(GROUP_OR_CHANNEL, { channelId: GROUP_OR_CHANNEL });
    }
    if (body.groupId) await assertMayPostInGroup(ctx, caller, body.groupId);
    if (body.channelId) await assertMayPostInChannel(ctx, caller, body.channelId);
    let repostOfId: string | null = null;
    if (body.repostId) {
      const { row } = await visiblePost(ctx, caller, body.repostId);
      // Quoting a pure repost quotes what it reposted; a repost with anything of its own (words,
      // media, a poll) is a post in its own right, and is quoted itself.
      repostOfId = isPureRepostRow(row) ? row.repost_of_id : row.id;
    }
    const id = await storeDraft(ctx, caller, body, {
      repostOfId,
      groupId: body.groupId ?? null,
      channelId: body.channelId ?? null,
    });
    const post = await readPost(ctx.db, viewerOf(caller.user), id, 'post');
    await enqueueNewPostJobs(ctx, id);
    return post!;
  },
  { rateLimit: ['posting'], bodyLimit: 256 * 1024, callerFromCache: true },
);
