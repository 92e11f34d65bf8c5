// Topics as the contract's Tag: the id is derived from the name (a UUID made from a SHA-1 of it,
// as UUIDv5 does), so the same topic always has the same id without a table of topics.
import { createHash } from 'node:crypto';

export function tagIdOf(name: string): string {
  const hex = createHash('sha1').update(`trestle-topic:${name}`).digest('hex').slice(0, 32);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

const DAY_MS = 86_400_000;

export function sinceOf(period: 'day' | 'week', now = Date.now()): Date {
  return new Date(now - (period === 'day' ? DAY_MS : 7 * DAY_MS));
}
