// The saved searches area (issue 11): a person keeps project filters under a title with a mail
// schedule (never, daily, weekly), within their membership's limit; lists, counts and deletes
// them; an unsubscribe link in every digest turns the mails off without signing in. Background:
// the hourly schedule and the per-search run (alerts.ts).
import type { AppContext } from '../../platform/context';
import type { Operation } from '../../platform/http/operation';
import { ALERT_SCHEDULE, enqueueDueSearches, runSavedSearch } from './alerts';
import { countSavedSearches } from './operations/countSavedSearches';
import { createSavedSearch } from './operations/createSavedSearch';
import { deleteSavedSearch } from './operations/deleteSavedSearch';
import { getSavedSearchUnsubscribe } from './operations/getSavedSearchUnsubscribe';
import { listSavedSearches } from './operations/listSavedSearches';
import { unsubscribeSavedSearch } from './operations/unsubscribeSavedSearch';

export const savedSearchesOperations: Operation[] = [
  listSavedSearches,
  countSavedSearches,
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearchUnsubscribe,
  unsubscribeSavedSearch,
];

/** The run worker, the schedule's worker, and the schedule itself (shared by every process). */
export async function startSavedSearchWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work('saved-searches.run', async (data) => {
    await runSavedSearch(ctx, data.savedSearchId);
  });
  await ctx.jobs.work('saved-searches.schedule', async () => {
    await enqueueDueSearches(ctx);
  });
  await ctx.jobs.schedule('saved-searches.schedule', ALERT_SCHEDULE, {});
}
