// Posts and the social graph: posts (with replies, reposts and quotes), their revisions,
// reactions, bookmarks, poll votes, thread mutes, reports and impressions; follows, mutes and
// blocks between people.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('post', 'blog', 'short')`))
    .addColumn('title', 'text')
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('media', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('link', 'jsonb')
    .addColumn('poll', 'jsonb')
    .addColumn('reply_to_id', 'uuid', (c) => c.references('posts.id').onDelete('set null'))
    .addColumn('root_id', 'uuid')
    .addColumn('repost_of_id', 'uuid', (c) => c.references('posts.id').onDelete('set null'))
    .addColumn('reply_policy', 'text', (c) =>
      c
        .notNull()
        .defaultTo('everyone')
        .check(sql`reply_policy in ('everyone', 'following', 'mentioned', 'nobody')`),
    )
    .addColumn('premium', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replies_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('repost_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('impressions_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('edited_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  // Profile pages: an author's posts, newest first.
  await sql`create index posts_author on posts (author_id, created_at desc, id desc)
    where deleted_at is null`.execute(db);
  // The local feed: every live top-level post, newest first.
  await sql`create index posts_local on posts (created_at desc, id desc)
    where deleted_at is null and reply_to_id is null`.execute(db);
  // Replies of a post, oldest first.
  await sql`create index posts_replies on posts (reply_to_id, created_at, id)
    where reply_to_id is not null`.execute(db);
  await sql`create index posts_repost_of on posts (repost_of_id) where repost_of_id is not null`.execute(
    db,
  );
  await sql`create index posts_tags on posts using gin (tags)`.execute(db);
  // One live pure repost per person and original (a quote has words, media or a poll of its own).
  await sql`create unique index posts_one_repost on posts (author_id, repost_of_id)
    where deleted_at is null and repost_of_id is not null and text = ''
      and media = '[]'::jsonb and poll is null`.execute(db);

  await db.schema
    .createTable('post_revisions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('title', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('media', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index post_revisions_post on post_revisions (post_id, created_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('post_mentions')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_mentions_pk', ['post_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('reactions')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('like', 'dislike', 'happy', 'sad', 'love', 'hate')`),
    )
    .addColumn('smile', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('reactions_pk', ['post_id', 'user_id'])
    .execute();
  await sql`create index reactions_user on reactions (user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('bookmarks')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'post_id'])
    .execute();
  await sql`create index bookmarks_newest on bookmarks (user_id, created_at desc, post_id)`.execute(
    db,
  );

  await db.schema
    .createTable('poll_votes')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('choice', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('poll_votes_pk', ['post_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('post_mutes')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_mutes_pk', ['user_id', 'post_id'])
    .execute();

  await db.schema
    .createTable('post_reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('reporter_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'kept', 'removed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One report per person and post, even when two arrive at once.
  await sql`create unique index post_reports_once on post_reports (post_id, reporter_id)`.execute(
    db,
  );
  await sql`create index post_reports_open on post_reports (created_at) where status = 'open'`.execute(
    db,
  );

  await db.schema
    .createTable('post_impressions')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_impressions_pk', ['post_id', 'user_id', 'day'])
    .execute();

  for (const [table, left, right] of [
    ['follows', 'follower_id', 'followee_id'],
    ['user_mutes', 'user_id', 'muted_id'],
    ['user_blocks', 'user_id', 'blocked_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(left, 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn(right, 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pk`, [left, right])
      .addCheckConstraint(`${table}_not_self`, sql.raw(`${left} <> ${right}`))
      .execute();
    // Lists, newest first: whom one follows / muted / blocked, and the other direction.
    await sql
      .raw(`create index ${table}_forward on ${table} (${left}, created_at desc, ${right})`)
      .execute(db);
    await sql
      .raw(`create index ${table}_reverse on ${table} (${right}, created_at desc, ${left})`)
      .execute(db);
  }

  await db.schema
    .alterTable('users')
    .addColumn('pinned_post_id', 'uuid', (c) => c.references('posts.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('pinned_post_id').execute();
  for (const table of [
    'user_blocks',
    'user_mutes',
    'follows',
    'post_impressions',
    'post_reports',
    'post_mutes',
    'poll_votes',
    'bookmarks',
    'reactions',
    'post_mentions',
    'post_revisions',
    'posts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
