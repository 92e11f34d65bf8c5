// Deleting an account (issue 22; what goes and what stays is in docs/decisions.md, "Account and
// settings"). The request marks the person deleted at once (hidden everywhere by the read rules,
// unable to sign in, every session ended) and enqueues `account.delete`. The job works in steps,
// each one idempotent and re-run from the start on a retry, so a job cut short by a crash or a
// restart is finished by the next attempt (pg-boss keeps it in the database). Counters move with
// what each step removes. Last, the row is anonymised (the username stays taken, see
// USERNAME_HELD_DAYS) and the person gets a mail at the address they had.
import { isStaffRole } from '@trestle/core';
import { sql } from 'kysely';
import type { Caller } from '../../platform/auth/request-auth';
import { assertPassword } from '../../platform/auth/confirm-password';
import { newSecret } from '../../platform/auth/secrets';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { forbidden } from '../../platform/http/errors';
import { cancelSubscriptionAtPeriodEnd } from '../../platform/payments/service';
import { releaseChannelsOf } from '../channels/index';
import { releaseGroupsOf } from '../groups/index';
import { accountDeletedMail } from './mails';
import { recountFollowsOf } from '../follow/counts';
import { markAccountDeleted } from './repo';
import { endSessions } from './sessions';
import { normalisePassword } from '@trestle/core';

/** How long a deleted account's username stays taken before anyone may sign up with it. */
export const USERNAME_HELD_DAYS = 365;
export const STAFF_MAY_NOT_DELETE =
  'Staff accounts cannot be deleted while they hold a staff role. Ask an administrator to change your role first.';

export interface DeletionJob {
  userId: string;
  /** Where the "done" mail goes: the row no longer holds the address by then. */
  email: string;
  name: string;
  /** The mail's language (jobs queued before it was kept have none). */
  language?: string | null;
}

/** Checks the password, marks the account deleted, ends its sessions, enqueues the job. */
export async function requestDeletion(
  ctx: AppContext,
  caller: Caller,
  password: string,
): Promise<void> {
  await assertPassword(caller, normalisePassword(password));
  if (isStaffRole(caller.user.role_key)) throw forbidden(STAFF_MAY_NOT_DELETE);
  const user = caller.user;
  if (await markAccountDeleted(ctx.db, user.id)) {
    await ctx.jobs.send('account.delete', {
      userId: user.id,
      email: user.email,
      name: user.display_name,
      language: user.language,
    });
  }
  await endSessions(ctx, user.id);
}

type Step = (ctx: AppContext, userId: string) => Promise<void>;

/** For tests: called after each step, by name (a throw there stands for a crash). */
export const deletionProbe: { afterStep: ((step: string) => void | Promise<void>) | null } = {
  afterStep: null,
};

const BATCH = 500;

/** Groups: handed to a moderator or deleted (the groups area decides, see its leaving.ts). */
const groups: Step = (ctx, userId) => releaseGroupsOf(ctx.db, userId);

/** Channels: deleted, and their follows ended (the channels area's leaving.ts). */
const channels: Step = (ctx, userId) => releaseChannelsOf(ctx.db, userId);

/**
 * Posts: deleted and emptied (words, media, poll, link) in batches; parents' reply and repost
 * counters go down as for a deletion by hand. Others' replies to them stay (under a deleted post).
 */
const posts: Step = async (ctx, userId) => {
  for (;;) {
    const done = await ctx.db.transaction().execute(async (tx) => {
      const ids = (
        await tx
          .selectFrom('posts')
          .select('id')
          .where('author_id', '=', userId)
          .where('deleted_at', 'is', null)
          .orderBy('id')
          .limit(BATCH)
          .execute()
      ).map((r) => r.id);
      if (ids.length === 0) return true;
      await sql`update posts p set replies_count = greatest(p.replies_count - c.n, 0)
        from (select reply_to_id as id, count(*)::int as n from posts
               where id = any(${ids}::uuid[]) and reply_to_id is not null group by 1) c
        where p.id = c.id`.execute(tx);
      await sql`update posts p set repost_count = greatest(p.repost_count - c.n, 0)
        from (select repost_of_id as id, count(*)::int as n from posts
               where id = any(${ids}::uuid[]) and repost_of_id is not null group by 1) c
        where p.id = c.id`.execute(tx);
      await tx
        .updateTable('posts')
        .set({ deleted_at: new Date() })
        .where('id', 'in', ids)
        .execute();
      await tx
        .updateTable('users')
        .set({ pinned_post_id: null })
        .where('pinned_post_id', 'in', ids)
        .execute();
      return false;
    });
    if (done) break;
  }
  // Every post of theirs, earlier deletions included, keeps no words or media.
  await sql`update posts set text = '', title = null, plain_text = '', media = '[]'::jsonb,
    poll = null, link = null where author_id = ${userId}
    and (text <> '' or title is not null or media <> '[]'::jsonb or poll is not null
         or link is not null)`.execute(ctx.db);
  await sql`delete from post_revisions where post_id in
    (select id from posts where author_id = ${userId})`.execute(ctx.db);
};

/** Reactions and votes go, and the counters of the posts they were on are counted again. */
const reactions: Step = async (ctx, userId) => {
  const gone = await ctx.db
    .deleteFrom('reactions')
    .where('user_id', '=', userId)
    .returning('post_id')
    .execute();
  const ids = [...new Set(gone.map((r) => r.post_id))];
  for (let i = 0; i < ids.length; i += BATCH) {
    const some = ids.slice(i, i + BATCH);
    await sql`update posts p set likes_count = (select count(*) from reactions r where r.post_id = p.id),
      reaction_counts = coalesce((select jsonb_object_agg(t.type, t.n) from
        (select type, count(*) as n from reactions r where r.post_id = p.id group by type) t),
        '{}'::jsonb)
      where p.id = any(${some}::uuid[])`.execute(ctx.db);
  }
  for (const table of ['poll_votes', 'bookmarks', 'post_mutes', 'post_impressions'] as const) {
    await ctx.db.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  await ctx.db.deleteFrom('post_mentions').where('user_id', '=', userId).execute();
  await ctx.db.deleteFrom('post_reports').where('reporter_id', '=', userId).execute();
};

/**
 * Follows both ways, mutes and blocks. The counts of the people they followed or were followed by
 * were counted without them once the account was marked deleted; the trigger takes one off again
 * as the follows go, so those counts are counted once more (follow/counts.ts).
 */
const relations: Step = async (ctx, userId) => {
  const gone = await ctx.db
    .deleteFrom('follows')
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
    .returning(['follower_id', 'followee_id'])
    .execute();
  await recountFollowsOf(ctx.db, [
    ...new Set(gone.map((f) => (f.follower_id === userId ? f.followee_id : f.follower_id))),
  ]);
  // The follows' triggers removed the entries they brought; whatever is left of their home
  // timeline (a channel's entries) goes here: the timeline has no foreign key (migration 0038).
  await ctx.db.deleteFrom('home_timeline').where('user_id', '=', userId).execute();
  for (const [table, other] of [
    ['user_mutes', 'muted_id'],
    ['user_blocks', 'blocked_id'],
  ] as const) {
    await ctx.db
      .deleteFrom(table)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb(other, '=', userId)]))
      .execute();
  }
};

/** Lists they keep and their place in others' lists; saved searches; news subscriptions. */
const lists: Step = async (ctx, userId) => {
  await ctx.db.deleteFrom('user_list_members').where('user_id', '=', userId).execute();
  const owned = ctx.db.selectFrom('user_lists').select('id').where('owner_id', '=', userId);
  await ctx.db.deleteFrom('user_list_members').where('list_id', 'in', owned).execute();
  await ctx.db.deleteFrom('user_lists').where('owner_id', '=', userId).execute();
  await ctx.db.deleteFrom('saved_searches').where('user_id', '=', userId).execute();
  const sources = await ctx.db
    .deleteFrom('rss_subscriptions')
    .where('user_id', '=', userId)
    .returning('source_id')
    .execute();
  for (const { source_id } of sources) {
    await ctx.db
      .updateTable('rss_sources')
      .set({
        subscribers_count: sql`(select count(*) from rss_subscriptions s
          where s.source_id = ${source_id})`,
      })
      .where('id', '=', source_id)
      .execute();
  }
};

/**
 * Projects, jobs and listings they own go (with the bids, applications and quote requests on
 * them); their own bids and applications go and the items' counters go down.
 */
const board: Step = async (ctx, userId) => {
  const gone = await ctx.db
    .deleteFrom('board_applications')
    .where('applicant_id', '=', userId)
    .returning('item_id')
    .execute();
  const items = [...new Set(gone.map((g) => g.item_id))];
  if (items.length > 0) {
    await sql`update board_items b set applications_count = (select count(*)
      from board_applications a where a.item_id = b.id) where b.id = any(${items}::uuid[])`.execute(
      ctx.db,
    );
  }
  await ctx.db.deleteFrom('board_items').where('owner_id', '=', userId).execute();
  await ctx.db.deleteFrom('board_favorites').where('user_id', '=', userId).execute();
  await ctx.db.deleteFrom('board_reports').where('reporter_id', '=', userId).execute();
};

/** Messages they sent lose their words and files (the other person sees "deleted"). */
const messages: Step = async (ctx, userId) => {
  await sql`update dm_messages set text = null, media = '[]'::jsonb, reaction = null,
    deleted_at = coalesce(deleted_at, now()) where sender_id = ${userId}
    and (text is not null or media <> '[]'::jsonb or deleted_at is null)`.execute(ctx.db);
  await ctx.db.deleteFrom('dm_chats').where('owner_id', '=', userId).execute();
};

/** Their notifications; and their part in others', with entries left without anyone removed. */
const notifications: Step = async (ctx, userId) => {
  await ctx.db.deleteFrom('notifications').where('recipient_id', '=', userId).execute();
  const touched = await ctx.db
    .deleteFrom('notification_actors')
    .where('actor_id', '=', userId)
    .returning('notification_id')
    .execute();
  const ids = [...new Set(touched.map((t) => t.notification_id))];
  if (ids.length > 0) {
    await sql`delete from notifications n where n.id = any(${ids}::uuid[])
      and not exists (select 1 from notification_actors a where a.notification_id = n.id)`.execute(
      ctx.db,
    );
  }
};

/**
 * Paid plans: nobody is charged again because of a deleted account. The person's own recurring
 * charges (membership, subscriptions to others' levels) and every subscriber's charge for the
 * person's pro levels are cancelled with the provider at the end of their period (what was paid
 * for runs out then, through the renewal job), and the person's levels are withdrawn so nobody
 * new subscribes. Idempotent: a cancelled charge is skipped on a retry.
 */
const paidPlans: Step = async (ctx, userId) => {
  const charges = await ctx.db
    .selectFrom('payment_subscriptions')
    .select('id')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('payee_id', '=', userId)]))
    .where('state', '=', 'active')
    .execute();
  for (const { id } of charges) await cancelSubscriptionAtPeriodEnd(ctx, id);
  await ctx.db
    .updateTable('pro_levels')
    .set({ withdrawn_at: new Date() })
    .where('owner_id', '=', userId)
    .where('withdrawn_at', 'is', null)
    .execute();
};

/** Every file they uploaded (post and message media, documents, avatars) and their archive. */
const files: Step = async (ctx, userId) => {
  for (;;) {
    const rows = await ctx.db
      .selectFrom('files')
      .select('name')
      .where('owner_id', '=', userId)
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const { name } of rows) await ctx.storage.delete(name);
    await ctx.db
      .deleteFrom('files')
      .where(
        'name',
        'in',
        rows.map((r) => r.name),
      )
      .execute();
  }
  const archive = await ctx.db
    .selectFrom('archives')
    .select('filename')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (archive?.filename) await ctx.storage.delete(archive.filename);
  await ctx.db.deleteFrom('archives').where('user_id', '=', userId).execute();
};

/** The row stays to hold the username; nothing else of the person is left in it. */
const account: Step = async (ctx, userId) => {
  await ctx.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await ctx.db.deleteFrom('email_tokens').where('user_id', '=', userId).execute();
  await anonymise(ctx.db, userId);
};

async function anonymise(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      pending_email: null,
      // Random and never told: no password matches it.
      password_hash: `deleted:${newSecret()}`,
      display_name: 'Deleted account',
      general: '{}',
      profile: '{}',
      profile_terms: '',
      profile_opened: false,
      mute_words: '[]',
      mute_categories: '[]',
      notification_prefs: '{}',
      pinned_post_id: null,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

/** In order; each safe to run again. */
export const DELETION_STEPS: readonly [string, Step][] = [
  ['groups', groups],
  ['channels', channels],
  ['posts', posts],
  ['reactions', reactions],
  ['relations', relations],
  ['lists', lists],
  ['board', board],
  ['messages', messages],
  ['notifications', notifications],
  ['paid-plans', paidPlans],
  ['files', files],
  ['account', account],
];

/** The `account.delete` job. */
export async function runDeletion(ctx: AppContext, job: DeletionJob): Promise<void> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'deleted_at'])
    .where('id', '=', job.userId)
    .executeTakeFirst();
  if (!user?.deleted_at) return;
  for (const [name, step] of DELETION_STEPS) {
    await step(ctx, job.userId);
    await deletionProbe.afterStep?.(name);
  }
  await ctx.mailer.send(accountDeletedMail(job.email, job.name, job.language ?? null));
}

/**
 * Daily: usernames of accounts deleted more than USERNAME_HELD_DAYS ago are released (the row
 * keeps a name nobody can choose, since sign-up's usernames have no dashes at the start).
 */
export async function releaseUsernames(ctx: AppContext): Promise<void> {
  const before = new Date(Date.now() - USERNAME_HELD_DAYS * 24 * 60 * 60 * 1000);
  await sql`update users set username = '-deleted-' || id::text
    where deleted_at < ${before} and username not like '-deleted-%'`.execute(ctx.db);
}
