// Payments (issue 21): what can be bought (products; the membership levels are seeded here), card
// charges (payment_transactions), recurring charges (payment_subscriptions) and the processor's
// webhook events already handled (payment_events, for deduplication). No card number is ever
// stored: only the brand and the last four digits, and the processor's own reference to a stored
// payment method (a token) so that renewals can be charged.
import { sql, type Kysely } from 'kysely';

/** Fixed ids of the membership products, so that links and tests can name them. */
export const MEMBERSHIP_PRODUCT_IDS = {
  free: '01900000-0000-7000-8000-000000000001',
  pro: '01900000-0000-7000-8000-000000000002',
  business: '01900000-0000-7000-8000-000000000003',
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('membership', 'pro_level', 'other')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('interval', 'text', (c) =>
      c.notNull().check(sql`interval in ('once', 'month', 'year')`),
    )
    // The level a membership product grants.
    .addColumn('membership_level', 'text', (c) =>
      c.check(sql`membership_level in ('free', 'pro', 'business')`),
    )
    // Who is paid (a pro level's creator); null: the platform.
    .addColumn('payee_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    // What the product stands for in its own area (a pro level's id), for that area's fulfilment.
    .addColumn('ref_id', 'uuid')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index products_type on products (type, position, id)`.execute(db);
  await sql`create unique index products_ref on products (type, ref_id) where ref_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('payment_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('pending', 'active', 'cancelled', 'expired')`),
    )
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull().check(sql`interval in ('month', 'year')`))
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.unique())
    // The processor's token for the stored card (never the number): what a renewal charges.
    .addColumn('method_ref', 'text')
    .addColumn('payee_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('failed_renewals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index payment_subscriptions_owner on payment_subscriptions (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index payment_subscriptions_due on payment_subscriptions (current_period_end) where state in ('active', 'cancelled')`.execute(
    db,
  );

  await db.schema
    .createTable('payment_transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (c) => c.references('products.id'))
    .addColumn('subscription_id', 'uuid', (c) =>
      c.references('payment_subscriptions.id').onDelete('set null'),
    )
    .addColumn('purpose', 'text', (c) => c.notNull())
    // 'first': opens a subscription (or a one-off payment); 'renewal': a period's charge.
    .addColumn('reason', 'text', (c) =>
      c
        .notNull()
        .defaultTo('first')
        .check(sql`reason in ('first', 'renewal')`),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('pending', 'succeeded', 'failed', 'refunded')`),
    )
    .addColumn('failure_code', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // The split of a payment to a creator: gross is `amount`, fee to the platform, net to payee.
    .addColumn('payee_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('platform_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('net_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index payment_transactions_owner on payment_transactions (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index payment_transactions_payee on payment_transactions (payee_id, created_at) where payee_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();

  await sql`
    insert into products (id, type, name, description, price, currency, interval, membership_level, position)
    values
      (${MEMBERSHIP_PRODUCT_IDS.free}, 'membership', 'Free', 'Everything to get started.', 0, 'USD', 'month', 'free', 0),
      (${MEMBERSHIP_PRODUCT_IDS.pro}, 'membership', 'Pro', 'More projects, jobs and bids; personal accounts may bid.', 1900, 'USD', 'month', 'pro', 1),
      (${MEMBERSHIP_PRODUCT_IDS.business}, 'membership', 'Business', 'The highest limits for a whole company.', 4900, 'USD', 'month', 'business', 2)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payment_transactions').execute();
  await db.schema.dropTable('payment_subscriptions').execute();
  await db.schema.dropTable('products').execute();
}
