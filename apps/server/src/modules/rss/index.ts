// The news (RSS) sources area (issue 10): add a feed by its address (shared per address, fetched
// once to check it is a feed), remove it, count and list one's own, search every known source,
// and read the entries (stored as posts of each source's system account) through the read
// pipeline. Background: the schedule and the per-source poll jobs (poll.ts).
import type { AppContext } from '../../platform/context';
import type { Operation } from '../../platform/http/operation';
import { addRssSource } from './operations/addRssSource';
import { countOwnRssSources } from './operations/countOwnRssSources';
import { getRssSource } from './operations/getRssSource';
import { listOwnRssSources } from './operations/listOwnRssSources';
import { listRssPosts } from './operations/listRssPosts';
import { listRssSourcePosts } from './operations/listRssSourcePosts';
import { removeRssSource } from './operations/removeRssSource';
import { searchRssSources } from './operations/searchRssSources';
import { enqueueDueSources, pollSource, POLL_SCHEDULE } from './poll';

export const rssOperations: Operation[] = [
  addRssSource,
  getRssSource,
  removeRssSource,
  countOwnRssSources,
  listOwnRssSources,
  listRssPosts,
  listRssSourcePosts,
  searchRssSources,
];

/** The poll worker, the schedule's worker, and the schedule itself (shared by every process). */
export async function startRssWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work('rss.poll', async (data) => {
    await pollSource(ctx, data.sourceId);
  });
  await ctx.jobs.work('rss.schedule', async () => {
    await enqueueDueSources(ctx);
  });
  await ctx.jobs.schedule('rss.schedule', POLL_SCHEDULE, {});
}
