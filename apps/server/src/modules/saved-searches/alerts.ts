// Saved-search alerts. An hourly pg-boss schedule (`saved-searches.schedule`) enqueues one
// `saved-searches.run` per search that is due: daily ones a day after their last run, weekly ones
// a week after (the first window starts when the search was saved). A run looks for projects
// created in its window, [last run, now), that the owner may see and the filters match; when there
// are any it mails ONE digest and makes one notification. The window is claimed (last_run_at
// moved on, compare-and-set) after the search and before the mail, so two runs of one window, or
// a retry after the mail went out, never mail twice.
import type { AppContext } from '../../platform/context';
import { deliveryOf } from '../notifications/delivery';
import { digestMail, DIGEST_MAX_PROJECTS } from './digest';
import { unsubscribeLink } from './links';
import { findNewProjects } from './matches';
import { dueSavedSearchIds, findSavedSearch, ownerOf, recordRun } from './repo';

/** The schedule's cron: at the start of every hour. */
export const ALERT_SCHEDULE = '0 * * * *';
/** A search is due this much early, so an hourly check does not push it an hour later each day. */
export const DUE_SLACK_MINUTES = 30;
/** Searches enqueued by one run of the schedule (the next hour takes the rest). */
const DUE_BATCH = 1000;

export async function enqueueDueSearches(ctx: AppContext, now = new Date()): Promise<number> {
  const ids = await dueSavedSearchIds(ctx.db, now, DUE_SLACK_MINUTES, DUE_BATCH);
  for (const savedSearchId of ids) {
    await ctx.jobs.send(
      'saved-searches.run',
      { savedSearchId },
      { singletonKey: savedSearchId, singletonSeconds: 60 * 60 },
    );
  }
  return ids.length;
}

export type RunOutcome = 'gone' | 'off' | 'taken' | 'nothing-new' | 'mailed';

/** Runs one saved search for its window ending `now`. */
export async function runSavedSearch(
  ctx: AppContext,
  savedSearchId: string,
  now = new Date(),
): Promise<RunOutcome> {
  const search = await findSavedSearch(ctx.db, savedSearchId);
  if (!search) return 'gone';
  if (search.schedule === 'never') return 'off';
  const owner = await ownerOf(ctx.db, search.user_id);
  if (!owner) return 'gone';
  const from = search.last_run_at ?? search.created_at;
  const found = await findNewProjects(ctx, owner, search.filters, {
    from,
    to: now,
    limit: DIGEST_MAX_PROJECTS,
  });
  if (!(await recordRun(ctx.db, search.id, search.last_run_at, now))) return 'taken';
  if (found.total === 0) return 'nothing-new';
  // Mail goes only to a confirmed address, and as the owner's preference for this type says
  // (notifications/delivery.ts); the notification is made as its own preference says.
  if (owner.email_verified_at && deliveryOf(owner, 'saved_search_matches', null).email) {
    await ctx.mailer.send(
      digestMail({
        to: owner.email,
        name: owner.display_name,
        searchTitle: search.title,
        total: found.total,
        projects: found.projects,
        unsubscribeLink: unsubscribeLink(ctx, search.unsubscribe_token),
      }),
    );
  }
  await ctx.jobs.send('notifications.create', {
    kind: 'saved-search',
    savedSearchId: search.id,
    count: found.total,
  });
  return 'mailed';
}
