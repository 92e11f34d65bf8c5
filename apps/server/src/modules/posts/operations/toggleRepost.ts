import { assertRepostable, interactionTarget } from '../policy';
import { operation } from '../../../platform/http/operation';
import { enqueueNewPostJobs, storeDraft } from '../compose';
import { removeReposts, repostState } from '../repo/engagement';
import { isUniqueViolation } from '../../../platform/db/errors';

export const toggleRepost = operation(
  'toggleRepost',
  'signed-in',
  async ({ params, caller }, ctx) => {
    // A repost of a repost reposts the original.
    const { row: original } = await interactionTarget(ctx, caller, params.id);
    const removed = await removeReposts(ctx.db, caller.user.id, original.id);
    if (removed === 0) {
      assertRepostable(original);
      // No words of its own; it takes the original's category, so muted categories and the
      // category filters of the feeds treat it as what it shows.
      const id = await storeDraft(
        ctx,
        caller,
        { category: original.category },
        { repostOfId: original.id },
      ).catch((error: unknown) => {
        // The same person reposting twice at once: the other request won; nothing to add.
        if (isUniqueViolation(error)) return null;
        throw error;
      });
      if (id) await enqueueNewPostJobs(ctx, id);
    }
    const state = await repostState(ctx.db, caller.user.id, original.id);
    return { reposted_by_user: state.reposted, repost_count: state.repostCount };
  },
  { rateLimit: ['posting'] },
);
