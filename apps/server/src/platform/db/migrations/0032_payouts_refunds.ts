// Creators are paid, and payments can be refunded (issue 21). payout_accounts: a creator's
// connected account at the processor (Stripe Connect Express; the sandbox connects at once) and its
// state, kept up to date by `account.updated` webhooks. payment_transactions gain the account the
// net went to (`payee_account`; null: held by the platform) and who refunded them, when.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_accounts')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('account_ref', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('pending', 'restricted', 'connected')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('payment_transactions').addColumn('payee_account', 'text').execute();
  await db.schema
    .alterTable('payment_transactions')
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('payment_transactions')
    .addColumn('refunded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_transactions').dropColumn('refunded_by').execute();
  await db.schema.alterTable('payment_transactions').dropColumn('refunded_at').execute();
  await db.schema.alterTable('payment_transactions').dropColumn('payee_account').execute();
  await db.schema.dropTable('payout_accounts').execute();
}
