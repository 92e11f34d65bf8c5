// Every background queue, in one place: its name, the type of its payload and how its jobs are
// retried and kept. A new queue is one line in QueuePayloads and one entry in `queues`; the
// compiler then checks every send() and work() on it. Payloads are stored as JSON, so they hold
// plain data only (no Dates, no class instances).
import type { MailedTokenPurpose } from '../db/tables';
import type { MailMessage } from '../mail/mailer';
import type { ChargeOutcome } from '../payments/provider';

/** Queue name -> the payload its jobs carry. */
export interface QueuePayloads {
  /** One mail to deliver through the real transport (platform/mail/queued-mailer.ts). */
  'mail.send': MailMessage;
  /** Verification or password-reset link for whoever owns a login, if anyone does. */
  'auth.mail-link': { login: string; purpose: MailedTokenPurpose };
  /**
   * Copy a new top-level post into its audience's home timelines (modules/posts/timeline/
   * fanout.ts); `after`: the last follower an earlier job of the post reached.
   */
  'timeline.fanout': { postId: string; after?: string | undefined };
  /** Copy a followed person's or channel's recent posts into the follower's timeline. */
  'timeline.follow':
    { followerId: string; followeeId: string } | { followerId: string; channelId: string };
  /** Tell the people whose feeds a new post joins (followers; everyone for the local feed). */
  'posts.announce': { postId: string };
  /**
   * Notify the people a change concerns (modules/notifications/create.ts): `post` a new post,
   * reply, quote or repost (its parent's or original's author and the people it mentions);
   * `mentions` an edited post's newly mentioned people; `reaction` a post's author; `follow` the
   * person followed; `group-request` a group's owner and moderators; `group-accepted` the person
   * let in; `project-bid` a project's owner of a bid (new or edited); `job-application` a
   * job's owner of an application; `listing-quote` a directory listing's owner of a quote
   * request; `bid-decision` the bidders of a project its owner awarded (the winner and the
   * others) or the bidder whose bid was shortlisted or declined; `saved-search` the owner of a saved search that found new projects.
   */
  'notifications.create':
    | { kind: 'post' | 'mentions'; postId: string }
    | { kind: 'reaction'; postId: string; actorId: string }
    | { kind: 'follow'; followerId: string; followeeId: string }
    | { kind: 'group-request'; groupId: string; userId: string }
    | { kind: 'group-accepted'; groupId: string; userId: string; actorId: string }
    | { kind: 'project-bid'; projectId: string; bidderId: string }
    | {
        kind: 'bid-decision';
        projectId: string;
        bidId: string;
        decision: 'shortlisted' | 'awarded' | 'declined';
      }
    | { kind: 'job-application'; jobId: string; applicantId: string }
    | { kind: 'listing-quote'; listingId: string; requesterId: string }
    | { kind: 'saved-search'; savedSearchId: string; count: number };
  /** The news (RSS) schedule: enqueue an `rss.poll` for every source that is due. */
  'rss.schedule': Record<string, never>;
  /** Fetch one news source now (modules/rss/poll.ts). */
  'rss.poll': { sourceId: string };
  /** Extract the text of one document of a board item (platform/documents/extract.ts). */
  'documents.extract': { itemId: string; fileName: string };
  /** Transcode one uploaded video or sound file and settle the posts that attach it (platform/media). */
  'media.process': { name: string; source: string };
  /** The saved-search alerts schedule: enqueue a `saved-searches.run` for every due search. */
  'saved-searches.schedule': Record<string, never>;
  /** Run one saved search for new projects and mail its digest (modules/saved-searches). */
  'saved-searches.run': { savedSearchId: string };
  /** The sandbox processor reports a charge's outcome (platform/payments/sandbox-provider.ts). */
  'payments.sandbox-confirm': ChargeOutcome;
  /** The renewal schedule: lapse ended subscriptions, charge (and retry) due periods. */
  'payments.renewals': Record<string, never>;
  /** Delete an account's content step by step (modules/settings/deletion.ts); mail when done. */
  'account.delete': { userId: string; email: string; name: string; language?: string | null };
  /** Build a person's data archive (modules/settings/archive.ts). */
  'account.archive': { userId: string };
  /** Daily: delete expired archives, release usernames held long enough. */
  'account.daily': Record<string, never>;
}

export interface QueueSettings {
  /** Attempts after the first one before a job fails for good. */
  retryLimit: number;
  /** Seconds before a retry; with retryBackoff, the first of a doubling (and jittered) series. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * The longest one run may take: a job still running after this long counts as failed (and is
   * retried), even while its process is alive.
   */
  expireInSeconds: number;
  /**
   * How long a running job may go without a sign of life from its process (jobs.ts beats every
   * third of this) before it counts as abandoned and another process retries it: a process
   * killed with -9 or a machine gone leaves its jobs to the others after about this long plus
   * pg-boss's maintenance interval and the retry delay (docs/configuration.md, "Takeover").
   */
  heartbeatSeconds: number;
  /**
   * The payload holds secrets or personal data (one-time links, addresses): the job's row is
   * deleted as soon as it has succeeded or failed for good, instead of being kept by pg-boss
   * (completed jobs stay 12 hours in pgboss.job and 7 more days in pgboss.archive).
   */
  deleteWhenDone: boolean;
  /**
   * Jobs one worker loop takes in one fetch and runs one after another, recording the successes
   * with one statement: a short job then costs a fraction of a fetch and a completion instead of
   * one of each (posting enqueues three short jobs per post). Keep 1 for long jobs: the batch's
   * later jobs wait for the earlier ones.
   */
  batchSize: number;
}

export type QueueDefinitions<P extends object> = {
  readonly [Q in keyof P & string]: Partial<QueueSettings>;
};

export const defaultQueueSettings: QueueSettings = {
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 30,
  deleteWhenDone: false,
  batchSize: 1,
};

export const queues: QueueDefinitions<QueuePayloads> = {
  // The next run of the schedule enqueues again whatever is still due.
  'rss.schedule': { retryLimit: 0, expireInSeconds: 5 * 60 },
  // A feed's own failures are recorded on the source (back-off) and never fail the job.
  'rss.poll': { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 2 * 60 },
  // Reading a PDF has its own 30 s limit; a storage hiccup is worth two more tries.
  'documents.extract': { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 5 * 60 },
  // A run is bounded by ffmpeg's own time limit; a restart in the middle fails the job (stop())
  // or lets it expire, and the retry starts over from the stored original.
  'media.process': { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 60 * 60 },
  // The next hourly run enqueues again whatever is still due.
  'saved-searches.schedule': { retryLimit: 0, expireInSeconds: 10 * 60 },
  // A run claims its window before it mails, so a retry never mails a digest twice.
  'saved-searches.run': { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 5 * 60 },
  // Idempotent (the timeline's key) and resumable (the cursor travels in the next job's payload);
  // until it succeeds the post is merged into home feeds at read time, so nothing is missing.
  // Batches of 10: most posts reach a few hundred timelines in one statement; a big audience is
  // handed on in later jobs (fanout.ts), so a batch never waits long behind one of them.
  'timeline.fanout': {
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 5 * 60,
    batchSize: 10,
  },
  // Idempotent; until it succeeds the follow is merged at read time.
  'timeline.follow': { retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 5 * 60 },
  // A missed announcement only delays the "new posts" bar until the next check.
  'posts.announce': {
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 5 * 60,
    batchSize: 20,
  },
  // Idempotent (an actor joins an entry once; replies and mentions notify once), so retries are safe.
  'notifications.create': {
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 5 * 60,
    batchSize: 20,
  },
  // fulfil() settles a charge once, so a retried confirmation changes nothing.
  'payments.sandbox-confirm': { retryLimit: 5, retryDelaySeconds: 2, expireInSeconds: 60 },
  // The next run (every minute) picks up whatever is still due.
  'payments.renewals': { retryLimit: 0, expireInSeconds: 5 * 60 },
  // Each step is idempotent: a retry (after a crash or a restart) finishes the deletion.
  'account.delete': {
    retryLimit: 10,
    retryDelaySeconds: 2,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    deleteWhenDone: true,
  },
  // A retry builds the archive again from the start.
  'account.archive': { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 60 * 60 },
  'account.daily': { retryLimit: 0, expireInSeconds: 30 * 60 },
  // SMTP may be down for a while: 8 retries with backoff from 5 s cover about 20 to 40 minutes.
  'mail.send': {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 2 * 60,
    deleteWhenDone: true,
  },
  'auth.mail-link': {
    retryLimit: 3,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 2 * 60,
    deleteWhenDone: true,
  },
};
