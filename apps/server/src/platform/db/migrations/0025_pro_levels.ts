// Pro levels, their subscribers and premium posts (issue 21). A person offers a few paid levels
// (price in integer minor units, a period, benefits); withdrawing one keeps it for its existing
// subscribers until their paid period ends. One subscription row per (level, subscriber) whatever
// happens to it: its state (active, pending, inactive, banned), the end of the paid period, the
// owner's private note and the two "looked at" flags behind the blue dots. Payments are the
// payment service's (migration 0023: a product per level, transactions with gross, platform fee
// and net). A premium post names the levels whose active subscribers may read it (none named: any
// level of its author).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pro_levels')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('month', 'year')`))
    .addColumn('benefits', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('withdrawn_at', 'timestamptz')
    // What the payment service sells for it (products, type pro_level), made at the first sale.
    .addColumn('product_id', 'uuid', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index pro_levels_owner on pro_levels (owner_id, price, id)
    where withdrawn_at is null`.execute(db);

  await db.schema
    .createTable('pro_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('level_id', 'uuid', (c) =>
      c.notNull().references('pro_levels.id').onDelete('cascade'),
    )
    // The level's owner, kept on the row so the creator's lists need no join to filter.
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscriber_id', 'uuid', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('active', 'pending', 'inactive', 'banned')`),
    )
    // End of the paid period (null: pending, or a free level without end). Past it, an active
    // subscription reads as inactive at once (effective state), before any job flips it.
    .addColumn('expires', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('note', 'text')
    .addColumn('seen_by_subscriber', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('seen_by_owner', 'boolean', (c) => c.notNull().defaultTo(false))
    // The recurring charge paying for it (platform/payments), when there is one.
    .addColumn('payment_subscription_id', 'uuid', (c) =>
      c.references('payment_subscriptions.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('pro_subscriptions_pair', ['level_id', 'subscriber_id'])
    .execute();
  await sql`create index pro_subscriptions_owner on pro_subscriptions (owner_id, created_at desc)`.execute(
    db,
  );
  await sql`create index pro_subscriptions_subscriber
    on pro_subscriptions (subscriber_id, created_at desc)`.execute(db);
  await sql`create index pro_subscriptions_payment on pro_subscriptions (payment_subscription_id)
    where payment_subscription_id is not null`.execute(db);

  await db.schema
    .createTable('post_pro_levels')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('level_id', 'uuid', (c) =>
      c.notNull().references('pro_levels.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('post_pro_levels_pk', ['post_id', 'level_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_pro_levels').execute();
  await db.schema.dropTable('pro_subscriptions').execute();
  await db.schema.dropTable('pro_levels').execute();
}
