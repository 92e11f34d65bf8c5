import { interactionTarget } from '../policy';
import { operation } from '../../../platform/http/operation';
import { react } from '../repo/engagement';

export const reactToPost = operation(
  'reactToPost',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    // Posts of people blocked either way are not visible (404), like everywhere else.
    const { row } = await interactionTarget(ctx, caller, params.id);
    const smile = body.smile?.trim() || null;
    const outcome = await react(ctx.db, row.id, caller.user.id, body.type, smile);
    if (outcome.mine) {
      await ctx.jobs.send('notifications.create', {
        kind: 'reaction',
        postId: row.id,
        actorId: caller.user.id,
      });
    }
    return {
      likes_count: outcome.likesCount,
      liked_by_user: outcome.mine ? { reaction: outcome.mine } : null,
      reactions_count: outcome.counts,
    };
  },
);
