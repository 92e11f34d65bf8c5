// Paying for pro levels through the payment service (platform/payments). Filled in once the
// provider interface lands (branch i21-pay).
import type { components } from '@trestle/openapi/types';
import type { AppContext } from '../../platform/context';
import type { ProLevelRow, ProSubscriptionRow, UserRow } from '../../platform/db/tables';

type CardInput = components['schemas']['CardInput'];
type Transaction = components['schemas']['Transaction'];
type Earnings = components['schemas']['ProLevelEarnings'];

export function periodEnd(from: Date, period: 'month' | 'year'): Date {
  const end = new Date(from);
  if (period === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export async function startCharge(
  _ctx: AppContext,
  _user: UserRow,
  _level: ProLevelRow,
  row: ProSubscriptionRow,
  _card: CardInput,
): Promise<ProSubscriptionRow> {
  return row;
}

export async function stopRenewal(
  _ctx: AppContext,
  _row: ProSubscriptionRow,
  _options: { atPeriodEnd: boolean },
): Promise<void> {}

export async function stopRenewals(_ctx: AppContext, _levelId: string): Promise<void> {}

export async function paymentsOf(
  _ctx: AppContext,
  _row: ProSubscriptionRow,
  _page: { skip: number; limit: number },
): Promise<Transaction[]> {
  return [];
}

export async function earningsOf(
  _ctx: AppContext,
  _ownerId: string,
  _page: { skip: number; limit: number },
): Promise<Earnings[]> {
  return [];
}
