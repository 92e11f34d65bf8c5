// The order of the bids comparison table: by any of its columns, unknown distances last.
import type { ProjectBid } from './types';

export const BID_SORT_KEYS = ['amount', 'distance', 'response', 'bidder'] as const;
export type BidSortKey = (typeof BID_SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';

function valueOf(bid: ProjectBid, key: BidSortKey): number | string | null {
  switch (key) {
    case 'amount':
      return bid.amount;
    case 'distance':
      return bid.distanceMiles;
    case 'response':
      return bid.responseHours;
    case 'bidder':
      return (bid.bidder.companyName ?? bid.bidder.general.displayName).toLocaleLowerCase();
  }
}

/** A sorted copy; equal values keep their order, values not known go last either way. */
export function sortBids(
  bids: readonly ProjectBid[],
  key: BidSortKey,
  direction: SortDirection,
): ProjectBid[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...bids].sort((a, b) => {
    const x = valueOf(a, key);
    const y = valueOf(b, key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}
