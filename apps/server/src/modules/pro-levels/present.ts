// Pro levels and subscriptions as the contract's ProLevel and Subscription. Loads what a page
// needs in a fixed number of queries (levels, people, the caller's subscriptions, counts).
import type { components } from '@trestle/openapi/types';
import type { Db } from '../../platform/db/database';
import type { ProLevelRow, ProSubscriptionRow } from '../../platform/db/tables';
import { presentUserSummary } from '../../platform/feed/present';
import {
  activeCounts,
  effectiveState,
  levelsByIds,
  subscriptionsOfViewer,
  usersByIds,
} from './repo';

type ProLevel = components['schemas']['ProLevel'];
type Subscription = components['schemas']['Subscription'];
type ProfileLevel = components['schemas']['ProfileLevel'];

const iso = (value: Date | string) => new Date(value).toISOString();
const benefitsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((b): b is string => typeof b === 'string') : [];

/** Levels as the caller (null: a visitor) sees them; the count of subscribers is the owner's. */
export async function presentLevels(
  db: Db,
  viewerId: string | null,
  levels: ProLevelRow[],
): Promise<ProLevel[]> {
  const ids = levels.map((l) => l.id);
  const [owners, counts, mine] = await Promise.all([
    usersByIds(
      db,
      levels.map((l) => l.owner_id),
    ),
    activeCounts(db, ids),
    subscriptionsOfViewer(db, viewerId, ids),
  ]);
  return levels.map((level) => ({
    id: level.id,
    owner: presentUserSummary(owners.get(level.owner_id)!),
    title: level.title,
    description: level.description,
    price: level.price,
    currency: level.currency as ProLevel['currency'],
    period: level.period,
    benefits: benefitsOf(level.benefits),
    withdrawn: level.withdrawn_at !== null,
    subscribersCount: viewerId === level.owner_id ? (counts.get(level.id) ?? 0) : 0,
    subscriptions: mine.get(level.id) ?? null,
    createdAt: iso(level.created_at),
  }));
}

/** A person's levels for their profile's level button, with the caller's subscription to each. */
export async function presentProfileLevels(
  db: Db,
  viewerId: string | null,
  levels: ProLevelRow[],
): Promise<ProfileLevel[]> {
  const mine = await subscriptionsOfViewer(
    db,
    viewerId,
    levels.map((l) => l.id),
  );
  return levels.map((level) => ({
    id: level.id,
    title: level.title,
    description: level.description,
    price: level.price,
    currency: level.currency,
    period: level.period,
    benefits: benefitsOf(level.benefits),
    subscriptions: mine.get(level.id) ?? null,
  }));
}

/** Subscriptions as the caller sees them: the note only for the level's owner. */
export async function presentSubscriptions(
  db: Db,
  viewerId: string,
  rows: ProSubscriptionRow[],
): Promise<Subscription[]> {
  const [levelRows, people] = await Promise.all([
    levelsByIds(
      db,
      rows.map((r) => r.level_id),
    ),
    usersByIds(
      db,
      rows.map((r) => r.subscriber_id),
    ),
  ]);
  const levels = new Map(
    (await presentLevels(db, viewerId, [...levelRows.values()])).map((l) => [l.id, l]),
  );
  return rows.map((row) => {
    const state = effectiveState(row);
    const note =
      viewerId === row.owner_id && row.note !== null && row.note !== '' ? { note: row.note } : null;
    return {
      id: row.id,
      state,
      expires: row.expires === null ? null : iso(row.expires),
      level: levels.get(row.level_id)!,
      owner: { ...presentUserSummary(people.get(row.subscriber_id)!), note },
      createdAt: iso(row.created_at),
    };
  });
}

export async function presentSubscription(db: Db, viewerId: string, row: ProSubscriptionRow) {
  return (await presentSubscriptions(db, viewerId, [row]))[0]!;
}
