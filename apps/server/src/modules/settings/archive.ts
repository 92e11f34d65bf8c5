// The data archive (issue 22). A request makes the person's `archives` row pending and enqueues
// `account.archive`; the job streams a zip (yazl) straight into storage, entry by entry, reading
// the database page by page, so neither the posts nor the media are ever held in memory whole:
// posts go as ONE JSON Lines entry (and a readable HTML index, a second pass), media files as read
// streams opened only when the zip reaches them. Progress is written on the row as it goes and
// pushed to the owner's sockets (`archive:progress`); the settings screen polls the row only while
// its socket is down. Payments go as transactions.jsonl (amounts in minor units, the card's brand
// and last four, never a card number) and in the HTML index. The ready archive is downloadable by its owner only, through
// GET /files?filename&type=archive, for ARCHIVE_DAYS; then the daily clean-up deletes it.
import { Readable } from 'node:stream';
import { fractionDigitsOf } from '@trestle/core';
import { sql } from 'kysely';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import type { ArchiveRow, UserRow } from '../../platform/db/tables';
import { newId } from '../../platform/ids';
import { archiveReadyMail } from './mails';
import { presentArchive } from './present';

/** Tells the owner's sockets (theirs only) how their archive stands, as GET …/archive says it. */
function pushArchive(ctx: AppContext, row: ArchiveRow): void {
  ctx.realtime.toUser(row.user_id).emit('archive:progress', presentArchive(row));
}

export const ARCHIVE_DAYS = 7;
/** One archive a day. */
export const ARCHIVE_EVERY_MS = 24 * 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;
const PAGE = 500;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Rows of a keyset-paged query, page by page, as an async generator. */
async function* pages<T extends { id: string }>(
  fetch: (after: string | null) => Promise<T[]>,
): AsyncGenerator<T> {
  let after: string | null = null;
  for (;;) {
    const rows = await fetch(after);
    for (const row of rows) yield row;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

const postsOf = (db: Db, userId: string) =>
  pages((after) =>
    db
      .selectFrom('posts')
      .select([
        'id',
        'created_at',
        'edited_at',
        'kind',
        'category',
        'title',
        'text',
        'media',
        'poll',
        'reply_to_id',
        'repost_of_id',
        'group_id',
        'channel_id',
        'likes_count',
        'replies_count',
        'repost_count',
      ])
      .where('author_id', '=', userId)
      .where('deleted_at', 'is', null)
      .$if(after !== null, (q) => q.where('id', '>', after!))
      .orderBy('id')
      .limit(PAGE)
      .execute(),
  );

const messagesOf = (db: Db, userId: string) =>
  pages((after) =>
    db
      .selectFrom('dm_messages')
      .leftJoin('users as s', 's.id', 'dm_messages.sender_id')
      .leftJoin('users as r', 'r.id', 'dm_messages.recipient_id')
      .select([
        'dm_messages.id',
        'dm_messages.created_at',
        's.username as from',
        'r.username as to',
        'dm_messages.type',
        'dm_messages.text',
        'dm_messages.media',
      ])
      .where((eb) =>
        eb.or([
          eb('dm_messages.sender_id', '=', userId),
          eb('dm_messages.recipient_id', '=', userId),
        ]),
      )
      .where('dm_messages.deleted_at', 'is', null)
      .$if(after !== null, (q) => q.where('dm_messages.id', '>', after!))
      .orderBy('dm_messages.id')
      .limit(PAGE)
      .execute(),
  );

const filesOf = (db: Db, userId: string) =>
  pages(async (after) =>
    (
      await db
        .selectFrom('files')
        .select(['name', 'mime', 'size', 'created_at'])
        .where('owner_id', '=', userId)
        .$if(after !== null, (q) => q.where('name', '>', after!))
        .orderBy('name')
        .limit(PAGE)
        .execute()
    ).map((f) => ({ ...f, id: f.name })),
  );

/** The person's charges (memberships, pro levels, other products), oldest first. */
const transactionsOf = (db: Db, userId: string) =>
  pages(async (after) =>
    (
      await db
        .selectFrom('payment_transactions')
        .leftJoin(
          'payment_subscriptions',
          'payment_subscriptions.id',
          'payment_transactions.subscription_id',
        )
        .select([
          'payment_transactions.id',
          'payment_transactions.created_at',
          'payment_transactions.purpose',
          'payment_transactions.reason',
          'payment_transactions.description',
          'payment_transactions.amount',
          'payment_transactions.currency',
          'payment_transactions.state',
          'payment_transactions.card_brand',
          'payment_transactions.card_last4',
          'payment_transactions.settled_at',
          'payment_subscriptions.interval',
        ])
        .where('payment_transactions.user_id', '=', userId)
        .$if(after !== null, (q) => q.where('payment_transactions.id', '>', after!))
        .orderBy('payment_transactions.id')
        .limit(PAGE)
        .execute()
    ).map((t) => ({
      id: t.id,
      createdAt: t.created_at,
      purpose: t.purpose,
      reason: t.reason,
      description: t.description,
      /** In minor units of the currency (cents). */
      amount: t.amount,
      currency: t.currency,
      state: t.state,
      interval: t.interval ?? 'once',
      card: t.card_brand || t.card_last4 ? { brand: t.card_brand, last4: t.card_last4 } : null,
      settledAt: t.settled_at,
    })),
  );

type ArchivedTransaction =
  ReturnType<typeof transactionsOf> extends AsyncGenerator<infer T> ? T : never;

/** An amount in minor units as the index shows it ("12.50 USD", "1500 JPY"). */
function money(amount: number, currency: string): string {
  const digits = fractionDigitsOf(currency);
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

function transactionRow(t: ArchivedTransaction): string {
  const card = t.card ? `${t.card.brand ?? 'Card'} ···· ${t.card.last4 ?? ''}` : '';
  return `<tr><td>${new Date(t.createdAt).toISOString()}</td><td>${escapeHtml(t.description)}</td><td>${escapeHtml(
    money(t.amount, t.currency),
  )}</td><td>${escapeHtml(t.state)}</td><td>${escapeHtml(card)}</td></tr>`;
}

async function* jsonLines(rows: AsyncIterable<unknown>, onRow: () => void): AsyncGenerator<string> {
  for await (const row of rows) {
    onRow();
    yield `${JSON.stringify(row)}\n`;
  }
}

/** A post's stored (sanitised) HTML as words for the index. */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

async function* htmlIndex(
  user: UserRow,
  rows: AsyncIterable<Record<string, unknown>>,
  transactions: AsyncIterable<ArchivedTransaction>,
) {
  yield `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trestle archive of @${escapeHtml(
    user.username,
  )}</title><style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.75rem 0}time{color:#555;font-size:.9em}</style></head><body>`;
  yield `<h1>${escapeHtml(user.display_name)} (@${escapeHtml(user.username)})</h1>`;
  yield `<p>Your posts, newest last. The same data, complete, is in posts.jsonl; files are in media/.</p>`;
  for await (const post of rows) {
    const media = (post.media as { file?: string }[]) ?? [];
    const links = media
      .map((m) => m.file ?? '')
      .filter(Boolean)
      .map((name) => `<a href="media/${escapeHtml(name)}">${escapeHtml(name)}</a>`)
      .join(' ');
    yield `<article><time>${new Date(post.created_at as Date).toISOString()}</time>${
      post.title ? `<h2>${escapeHtml(String(post.title))}</h2>` : ''
    }<p>${escapeHtml(wordsOf(String(post.text ?? '')))}</p>${links ? `<p>${links}</p>` : ''}</article>`;
  }
  yield `<h2>Payments</h2><p>Every charge, as in transactions.jsonl.</p><table><thead><tr><th>Date</th><th>What</th><th>Amount</th><th>State</th><th>Card</th></tr></thead><tbody>`;
  for await (const t of transactions) yield transactionRow(t);
  yield '</tbody></table></body></html>';
}

async function small(db: Db, userId: string) {
  const [following, followers, lists, applications, items, savedSearches] = await Promise.all([
    db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', 'follows.followee_id')
      .select(['users.username', 'follows.created_at'])
      .where('follower_id', '=', userId)
      .execute(),
    db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', 'follows.follower_id')
      .select(['users.username', 'follows.created_at'])
      .where('followee_id', '=', userId)
      .execute(),
    db
      .selectFrom('user_lists')
      .select(['id', 'title', 'created_at'])
      .select((eb) => [
        sql<string[]>`coalesce((select json_agg(u.username order by u.username)
          from user_list_members m join users u on u.id = m.user_id
          where m.list_id = ${eb.ref('user_lists.id')}), '[]'::json)`.as('members'),
      ])
      .where('owner_id', '=', userId)
      .execute(),
    db
      .selectFrom('board_applications')
      .innerJoin('board_items', 'board_items.id', 'board_applications.item_id')
      .select([
        'board_applications.id',
        'board_items.kind',
        'board_items.title as item',
        'board_applications.amount',
        'board_applications.currency',
        'board_applications.message',
        'board_applications.status',
        'board_applications.created_at',
      ])
      .where('applicant_id', '=', userId)
      .execute(),
    db
      .selectFrom('board_items')
      .select([
        'id',
        'kind',
        'title',
        'description',
        'status',
        'location_label',
        'bid',
        'currency',
        'details',
        'created_at',
      ])
      .where('owner_id', '=', userId)
      .execute(),
    db
      .selectFrom('saved_searches')
      .select(['id', 'title', 'filters', 'schedule', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return { following, followers, lists, applications, items, savedSearches };
}

function profileOf(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    displayName: user.display_name,
    email: user.email,
    accountType: user.account_type,
    membershipLevel: user.membership_level,
    createdAt: user.created_at,
    general: user.general,
    profile: user.profile,
    settings: {
      dm: user.dm_setting,
      muteWords: user.mute_words,
      muteCategories: user.mute_categories,
      profileOpen: user.profile_opened,
      language: user.language,
      notifications: user.notification_prefs,
    },
  };
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** Builds the zip for the person, streaming it into storage; returns its name and size. */
export async function buildArchive(
  ctx: AppContext,
  user: UserRow,
  onProgress: (done: number, total: number) => void,
): Promise<{ filename: string; size: number }> {
  const db = ctx.db;
  const [counts] = await Promise.all([
    sql<{ posts: number; files: number; messages: number }>`select
      (select count(*)::int from posts where author_id = ${user.id} and deleted_at is null) as posts,
      (select count(*)::int from files where owner_id = ${user.id}) as files,
      (select count(*)::int from dm_messages where (sender_id = ${user.id}
        or recipient_id = ${user.id}) and deleted_at is null) as messages`.execute(db),
  ]);
  const c = counts.rows[0]!;
  // Posts are read twice (lines and index), files once, messages once.
  const total = Math.max(1, c.posts * 2 + c.files + c.messages);
  let done = 0;
  const tick = () => {
    done += 1;
    onProgress(done, total);
  };

  const zip = new ZipFile();
  const filename = `archive-${newId()}.zip`;
  const stored = ctx.storage.put(filename, zip.outputStream as Readable);
  // A failed entry fails the zip's stream; storage.put then rejects and leaves nothing behind.
  const fail = (error: unknown) =>
    (zip.outputStream as Readable).destroy(
      error instanceof Error ? error : new Error(String(error)),
    );
  const lazy = (name: string, open: () => Readable, options: { compress?: boolean } = {}) =>
    zip.addReadStreamLazy(name, options, (cb) => {
      try {
        const stream = open();
        stream.on('error', fail);
        cb(null, stream);
      } catch (error) {
        cb(error, undefined as unknown as Readable);
      }
    });

  zip.addBuffer(json(profileOf(user)), 'profile.json');
  const rest = await small(db, user.id);
  zip.addBuffer(json({ following: rest.following, followers: rest.followers }), 'follows.json');
  zip.addBuffer(json(rest.lists), 'lists.json');
  zip.addBuffer(json(rest.applications.filter((a) => a.kind === 'project')), 'bids.json');
  zip.addBuffer(json(rest.applications.filter((a) => a.kind !== 'project')), 'applications.json');
  zip.addBuffer(json(rest.items.filter((i) => i.kind === 'listing')), 'listings.json');
  zip.addBuffer(json(rest.items.filter((i) => i.kind === 'project')), 'projects.json');
  zip.addBuffer(json(rest.items.filter((i) => i.kind === 'job')), 'jobs.json');
  zip.addBuffer(json(rest.savedSearches), 'saved-searches.json');
  lazy('posts.jsonl', () => Readable.from(jsonLines(postsOf(db, user.id), tick)));
  lazy('index.html', () =>
    Readable.from(
      htmlIndex(
        user,
        (async function* () {
          for await (const post of postsOf(db, user.id)) {
            tick();
            yield post as Record<string, unknown>;
          }
        })(),
        transactionsOf(db, user.id),
      ),
    ),
  );
  lazy('transactions.jsonl', () => Readable.from(jsonLines(transactionsOf(db, user.id), () => {})));
  lazy('messages.jsonl', () => Readable.from(jsonLines(messagesOf(db, user.id), tick)));
  // The media list is read page by page; each entry opens its file only when the zip reaches it,
  // so names are held, never bytes.
  const media = filesOf(db, user.id);
  const addMedia = async () => {
    for await (const file of media) {
      // Stored, not deflated: pictures, video and sound are compressed already, and deflating
      // them again cost most of the archive's time for a few per cent of size.
      lazy(
        `media/${file.name}`,
        () => {
          tick();
          return ctx.storage.read(file.name) as Readable;
        },
        { compress: false },
      );
    }
    zip.end();
  };
  const [, result] = await Promise.all([addMedia().catch(fail), stored]);
  return { filename, size: result.size };
}

/** The `account.archive` job. */
export async function runArchive(ctx: AppContext, userId: string): Promise<void> {
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  const row = await ctx.db
    .selectFrom('archives')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!user || user.deleted_at || row?.state !== 'pending') return;
  let last = 0;
  let writing = Promise.resolve();
  const { filename, size } = await buildArchive(ctx, user, (done, total) => {
    const percent = Math.min(99, Math.floor((done / total) * 100));
    if (percent <= last) return;
    last = percent;
    writing = writing.then(async () => {
      await ctx.db
        .updateTable('archives')
        .set({ progress: percent })
        .where('user_id', '=', userId)
        .where('state', '=', 'pending')
        .execute();
      pushArchive(ctx, { ...row, progress: percent });
    });
  });
  await writing;
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + ARCHIVE_DAYS * DAY);
  const previous = row.filename;
  const ready = await ctx.db
    .updateTable('archives')
    .set({
      state: 'ready',
      progress: 100,
      filename,
      size,
      ready_at: readyAt,
      expires_at: expiresAt,
    })
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (ready) pushArchive(ctx, ready);
  if (previous && previous !== filename) await ctx.storage.delete(previous);
  await ctx.mailer.send(
    archiveReadyMail(
      user.email,
      user.display_name,
      `${ctx.config.publicUrl}/settings#archive`,
      expiresAt,
      user.language,
    ),
  );
}

/** Marks the archive failed once the job gives up. */
export async function failArchive(ctx: AppContext, userId: string): Promise<void> {
  const failed = await ctx.db
    .updateTable('archives')
    .set({ state: 'failed' })
    .where('user_id', '=', userId)
    .where('state', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (failed) pushArchive(ctx, failed);
}

/** Daily: archives past their time are deleted from storage, and their rows. */
export async function deleteExpiredArchives(ctx: AppContext): Promise<void> {
  const expired = await ctx.db
    .selectFrom('archives')
    .select(['user_id', 'filename'])
    .where('expires_at', '<', new Date())
    .execute();
  for (const row of expired) {
    if (row.filename) await ctx.storage.delete(row.filename);
    await ctx.db.deleteFrom('archives').where('user_id', '=', row.user_id).execute();
  }
}
