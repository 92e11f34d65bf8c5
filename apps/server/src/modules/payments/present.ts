// Payment rows as the contract's schemas (openapi/src/components/schemas/payment.yaml). Only the
// card's brand and last four ever leave; there is nothing else to leave.
import { limitsFor, membershipLevelOf, policiesFor, type CardBrandKey } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import type {
  PaymentSubscriptionRow,
  PaymentTransactionRow,
  ProductRow,
  UserRow,
} from '../../platform/db/tables';

type Schemas = components['schemas'];
type Currency = Schemas['Currency'];

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function cardOf(row: { card_brand: string | null; card_last4: string | null }) {
  return row.card_brand && row.card_last4
    ? { brand: row.card_brand as CardBrandKey, last4: row.card_last4 }
    : null;
}

export function presentProduct(row: ProductRow): Schemas['Product'] {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency as Currency,
    interval: row.interval,
    membershipLevelId: row.type === 'membership' ? row.id : null,
    membershipLevel:
      row.type === 'membership' ? membershipLevelOf(row.membership_level ?? 'free') : null,
  };
}

/** A membership product as a level, with the limits and policies it gives this account type. */
export function presentLevel(
  row: ProductRow,
  accountType: UserRow['account_type'],
): Schemas['MembershipLevel'] {
  const key = membershipLevelOf(row.membership_level ?? 'free');
  return {
    id: row.id,
    key,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency as Currency,
    period: row.interval === 'year' ? 'year' : 'month',
    limits: limitsFor(key),
    policies: policiesFor(accountType, key),
  };
}

export function presentTransaction(row: PaymentTransactionRow): Schemas['Transaction'] {
  return {
    id: row.id,
    productId: row.product_id,
    description: row.description,
    amount: row.amount,
    currency: row.currency as Currency,
    state: row.state,
    card: cardOf(row),
    createdAt: iso(row.created_at)!,
  };
}

export function presentSubscription(
  row: PaymentSubscriptionRow,
  product: ProductRow,
): Schemas['PaymentSubscription'] {
  return {
    id: row.id,
    product: presentProduct(product),
    state: row.state,
    amount: row.amount,
    currency: row.currency as Currency,
    card: cardOf(row),
    currentPeriodEnd: iso(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    createdAt: iso(row.created_at)!,
  };
}
