// The board (issues 11 and 12): projects, jobs and directory listings are one kind of thing, an
// owner's offer with a place, a status, moderation, favorites, reports and applications (a bid, a
// job application, a quote request). One table and one search serve the three; each area keeps
// its own fields in `details` or in the few columns its filters need.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('board_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('project', 'job', 'listing')`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    // Sanitised rich text, as posts keep it.
    .addColumn('description', 'text', (c) => c.notNull())
    // Title, the description's plain text and keywords: what keyword search reads, kept as a
    // stored vector so a search never computes one per row (a GIN index is on it).
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('search_vector', sql`tsvector`, (c) =>
      c.generatedAlwaysAs(sql`to_tsvector('english', search_text)`).stored(),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('opened')
        .check(sql`status in ('opened', 'closed')`),
    )
    .addColumn('moderate', 'text', (c) =>
      c
        .notNull()
        .defaultTo('approved')
        .check(sql`moderate in ('approved', 'review')`),
    )
    .addColumn('flagged', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('remote', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('location_label', 'text')
    .addColumn('zip', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('state', 'text')
    .addColumn('country', 'text')
    // Projects' and jobs' category; projects' budget.
    .addColumn('category', 'text')
    .addColumn('bid', 'double precision')
    .addColumn('currency', 'text')
    // Listings' business types, sectors, directory categories and keywords.
    .addColumn('types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('sectors', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('category_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('keywords', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('applications_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The public lists: newest first per kind, only what everyone may see.
  await sql`create index board_items_public on board_items (kind, created_at desc, id desc)
    where moderate = 'approved' and not flagged`.execute(db);
  await sql`create index board_items_owner on board_items (owner_id, kind, created_at desc)`.execute(
    db,
  );
  // Radius search narrows by a latitude band first.
  await sql`create index board_items_place on board_items (kind, lat, lng) where lat is not null`.execute(
    db,
  );
  await sql`create index board_items_search on board_items using gin (search_vector)`.execute(db);
  await sql`create index board_items_category_ids on board_items using gin (category_ids)`.execute(
    db,
  );

  await db.schema
    .createTable('board_documents')
    .addColumn('item_id', 'uuid', (c) =>
      c.notNull().references('board_items.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    // The stored file's name (POST /files), from which the text is extracted.
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('text_vector', sql`tsvector`, (c) =>
      c.generatedAlwaysAs(sql`to_tsvector('english', coalesce(text, ''))`).stored(),
    )
    .addColumn('extracted', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`extracted in ('pending', 'done', 'failed', 'skipped')`),
    )
    .addPrimaryKeyConstraint('board_documents_pk', ['item_id', 'position'])
    .execute();
  await sql`create index board_documents_search on board_documents using gin (text_vector)`.execute(
    db,
  );

  await db.schema
    .createTable('board_favorites')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'uuid', (c) =>
      c.notNull().references('board_items.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('board_favorites_pk', ['user_id', 'item_id'])
    .execute();
  await sql`create index board_favorites_item on board_favorites (item_id)`.execute(db);

  await db.schema
    .createTable('board_reports')
    .addColumn('item_id', 'uuid', (c) =>
      c.notNull().references('board_items.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('board_reports_pk', ['item_id', 'reporter_id'])
    .execute();

  await db.schema
    .createTable('board_applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('item_id', 'uuid', (c) =>
      c.notNull().references('board_items.id').onDelete('cascade'),
    )
    .addColumn('applicant_id', 'uuid', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('amount', 'double precision')
    .addColumn('currency', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('documents', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'answered', 'closed')`),
    )
    .addColumn('conversation_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .addUniqueConstraint('board_applications_one_each', ['item_id', 'applicant_id'])
    .execute();
  await sql`create index board_applications_item on board_applications (item_id, created_at desc)`.execute(
    db,
  );
  await sql`create index board_applications_applicant on board_applications (applicant_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('board_applications').execute();
  await db.schema.dropTable('board_reports').execute();
  await db.schema.dropTable('board_favorites').execute();
  await db.schema.dropTable('board_documents').execute();
  await db.schema.dropTable('board_items').execute();
}
