// The `notifications.create` job: decides whom a change concerns and delivers their notices
// (delivery.ts: the entry and its live push, a mail, as the person's preferences say; nothing to
// or from a hibernated or deleted person). Never for one's own actions, never from people the
// recipient muted or blocked (or who blocked them), never about a thread the recipient muted.
// Runs again safely (entries are written once).
import type { ReactionType } from '@trestle/core';
import type { AppContext } from '../../platform/context';
import type { NotificationType } from '../../platform/db/tables';
import type { QueuePayloads } from '../../platform/jobs/queues';
import { deliver } from './delivery';
import {
  applicationFacts,
  bidDecisionFacts,
  follows,
  groupModerators,
  hasGroupStatus,
  insertActorless,
  insertSingle,
  joinGroup,
  postFacts,
  reactionOf,
  refuses,
  savedSearchesByIds,
  type PostFacts,
} from './repo';

type Job = QueuePayloads['notifications.create'];

interface Notice {
  recipientId: string;
  actorId: string;
  type: NotificationType;
  postId: string | null;
  replyId: string | null;
  threadId: string | null;
  /** Posts whose mute (or whose thread's mute) by the recipient silences this notice. */
  guard: (string | null)[];
  /** Grouped types: what the entry groups on. */
  groupKey?: string;
  /** For `group` notifications, the group. */
  groupId?: string;
  /** For `project_bid`, `job_application` and `listing_quote` notifications, the board item. */
  boardItemId?: string;
  reaction?: { type: ReactionType; smile: string | null } | null;
}

async function notify(ctx: AppContext, notice: Notice): Promise<void> {
  if (notice.recipientId === notice.actorId) return;
  const guard = notice.guard.filter((id) => id !== null);
  if (await refuses(ctx.db, notice.recipientId, notice.actorId, guard)) return;
  const entry = {
    recipientId: notice.recipientId,
    actorId: notice.actorId,
    type: notice.type,
    postId: notice.postId,
    replyId: notice.replyId,
    threadId: notice.threadId,
    groupId: notice.groupId ?? null,
    boardItemId: notice.boardItemId ?? null,
  };
  await deliver(
    ctx,
    { recipientId: notice.recipientId, actorId: notice.actorId, type: notice.type },
    () =>
      notice.groupKey
        ? joinGroup(ctx.db, {
            ...entry,
            groupKey: notice.groupKey,
            reaction: notice.reaction ?? null,
          })
        : insertSingle(ctx.db, entry),
  );
}

async function notifyMentions(ctx: AppContext, post: PostFacts, skip: ReadonlySet<string>) {
  const thread = post.rootId ?? post.id;
  for (const recipientId of post.mentioned) {
    if (skip.has(recipientId)) continue;
    await notify(ctx, {
      recipientId,
      actorId: post.authorId,
      type: 'mention',
      postId: post.id,
      replyId: null,
      threadId: thread,
      guard: [post.id, thread],
    });
  }
}

/** A new post, reply, quote or repost. */
async function notifyPost(ctx: AppContext, post: PostFacts) {
  // Someone told of a reply or quote is not told again of a mention in it.
  const told = new Set<string>();
  if (post.parent) {
    const thread = post.rootId ?? post.parent.id;
    await notify(ctx, {
      recipientId: post.parent.authorId,
      actorId: post.authorId,
      type: 'reply',
      postId: post.parent.id,
      replyId: post.id,
      threadId: thread,
      guard: [post.id, post.parent.id, thread],
    });
    told.add(post.parent.authorId);
  }
  if (post.original) {
    const originalThread = post.original.rootId ?? post.original.id;
    if (post.pure) {
      await notify(ctx, {
        recipientId: post.original.authorId,
        actorId: post.authorId,
        type: 'repost',
        postId: post.original.id,
        replyId: null,
        threadId: originalThread,
        guard: [post.original.id, originalThread],
        groupKey: `repost:${post.original.id}`,
      });
      return; // a repost has no words, so no mentions
    }
    await notify(ctx, {
      recipientId: post.original.authorId,
      actorId: post.authorId,
      type: 'quote',
      postId: post.id,
      replyId: null,
      threadId: post.rootId ?? post.id,
      guard: [post.id, post.original.id, originalThread],
    });
    told.add(post.original.authorId);
  }
  await notifyMentions(ctx, post, told);
}

/**
 * A join request tells the group's owner and moderators (one entry per group and window: "Ana
 * and 2 others asked to join"); an accepted request tells the person. Both only while still true
 * when the job runs (a withdrawn request, or a member who left, tells nobody).
 */
async function notifyGroup(
  ctx: AppContext,
  job: Extract<Job, { kind: 'group-request' | 'group-accepted' }>,
) {
  if (job.kind === 'group-request') {
    if (!(await hasGroupStatus(ctx.db, job.groupId, job.userId, 'pending'))) return;
    for (const recipientId of await groupModerators(ctx.db, job.groupId)) {
      await notify(ctx, {
        recipientId,
        actorId: job.userId,
        type: 'group',
        postId: null,
        replyId: null,
        threadId: null,
        guard: [],
        groupKey: `group-request:${job.groupId}`,
        groupId: job.groupId,
      });
    }
    return;
  }
  if (!(await hasGroupStatus(ctx.db, job.groupId, job.userId, 'active'))) return;
  await notify(ctx, {
    recipientId: job.userId,
    actorId: job.actorId,
    type: 'group',
    postId: null,
    replyId: null,
    threadId: null,
    guard: [],
    groupKey: `group-accepted:${job.groupId}`,
    groupId: job.groupId,
  });
}

/** New projects for a saved search: one entry without an actor, with its sentence. */
async function notifySavedSearch(
  ctx: AppContext,
  job: Extract<Job, { kind: 'saved-search' }>,
): Promise<void> {
  const [search] = await savedSearchesByIds(ctx.db, [job.savedSearchId]);
  if (!search) return; // deleted since
  const projects = job.count === 1 ? '1 new project matches' : `${job.count} new projects match`;
  const text = `${projects} your saved search “${search.title}”.`;
  // In the app only: the digest mail (saved-searches/alerts.ts) is this type's mail.
  await deliver(
    ctx,
    { recipientId: search.user_id, actorId: null, type: 'saved_search_matches', inAppOnly: true },
    () =>
      insertActorless(ctx.db, {
        recipientId: search.user_id,
        type: 'saved_search_matches',
        savedSearchId: search.id,
        text,
      }),
  );
}

/**
 * A bid, a job application or a quote request tells the item's owner: one entry per item and
 * window ("Ana and 2 others bid on …"); an applicant who edits their application within the window
 * is not announced twice; an application withdrawn (or an item deleted) before the job ran tells
 * nobody.
 */
async function notifyApplication(
  ctx: AppContext,
  job: Extract<Job, { kind: 'project-bid' | 'job-application' | 'listing-quote' }>,
) {
  const [kind, itemId, applicantId, type] =
    job.kind === 'project-bid'
      ? (['project', job.projectId, job.bidderId, 'project_bid'] as const)
      : job.kind === 'job-application'
        ? (['job', job.jobId, job.applicantId, 'job_application'] as const)
        : (['listing', job.listingId, job.requesterId, 'listing_quote'] as const);
  const item = await applicationFacts(ctx.db, kind, itemId, applicantId);
  if (!item) return;
  await notify(ctx, {
    recipientId: item.ownerId,
    actorId: applicantId,
    type,
    postId: null,
    replyId: null,
    threadId: null,
    guard: [],
    groupKey: `${job.kind}:${itemId}`,
    boardItemId: itemId,
  });
}

/**
 * The owner decided on bids: an award tells the winner ("awarded you …") and every other bidder
 * ("awarded … to another bidder"); a shortlisting or a decline tells its bidder. Only while still true when the job
 * runs (a bid or project deleted since tells nobody). The sentence follows the entry's group key
 * (present.ts).
 */
async function notifyBidDecision(ctx: AppContext, job: Extract<Job, { kind: 'bid-decision' }>) {
  const facts = await bidDecisionFacts(ctx.db, job.projectId, job.bidId);
  if (!facts) return;
  const tell = (recipientId: string, key: string) =>
    notify(ctx, {
      recipientId,
      actorId: facts.ownerId,
      type: 'bid_decision',
      postId: null,
      replyId: null,
      threadId: null,
      guard: [],
      groupKey: `${key}:${job.projectId}`,
      boardItemId: job.projectId,
    });
  if (job.decision === 'declined' || job.decision === 'shortlisted') {
    if (facts.decision === job.decision) await tell(facts.bidderId, `bid-${job.decision}`);
    return;
  }
  if (facts.awardedBidId !== job.bidId) return;
  for (const bidderId of facts.bidderIds) {
    await tell(bidderId, bidderId === facts.bidderId ? 'bid-awarded' : 'bid-lost');
  }
}

export async function createNotifications(ctx: AppContext, job: Job): Promise<void> {
  if (job.kind === 'bid-decision') {
    await notifyBidDecision(ctx, job);
    return;
  }
  if (job.kind === 'saved-search') {
    await notifySavedSearch(ctx, job);
    return;
  }
  if (
    job.kind === 'project-bid' ||
    job.kind === 'job-application' ||
    job.kind === 'listing-quote'
  ) {
    await notifyApplication(ctx, job);
    return;
  }
  if (job.kind === 'group-request' || job.kind === 'group-accepted') {
    await notifyGroup(ctx, job);
    return;
  }
  if (job.kind === 'follow') {
    // Undone before the job ran: nothing to tell.
    if (!(await follows(ctx.db, job.followerId, job.followeeId))) return;
    await notify(ctx, {
      recipientId: job.followeeId,
      actorId: job.followerId,
      type: 'follow',
      postId: null,
      replyId: null,
      threadId: null,
      guard: [],
      groupKey: 'follow',
    });
    return;
  }
  const post = await postFacts(ctx.db, job.postId);
  if (!post) return;
  if (job.kind === 'reaction') {
    const reaction = await reactionOf(ctx.db, post.id, job.actorId);
    if (!reaction) return;
    const thread = post.rootId ?? post.id;
    await notify(ctx, {
      recipientId: post.authorId,
      actorId: job.actorId,
      type: 'reaction',
      postId: post.id,
      replyId: null,
      threadId: thread,
      guard: [post.id, thread],
      groupKey: `reaction:${post.id}`,
      reaction,
    });
    return;
  }
  if (job.kind === 'mentions') {
    // An edit: whoever was already told of this post is not told again (entries are unique).
    const told = new Set<string>();
    if (post.parent) told.add(post.parent.authorId);
    if (post.original) told.add(post.original.authorId);
    await notifyMentions(ctx, post, told);
    return;
  }
  await notifyPost(ctx, post);
}

/**
 * A `system` notification with its own sentence and no actor (a payment that failed, a membership
 * that ended), pushed to the person at once. Written once per call: callers call it once per event.
 */
export async function notifySystem(ctx: AppContext, recipientId: string, text: string) {
  await deliver(ctx, { recipientId, actorId: null, type: 'system', text }, () =>
    insertActorless(ctx.db, { recipientId, type: 'system', text }),
  );
}
