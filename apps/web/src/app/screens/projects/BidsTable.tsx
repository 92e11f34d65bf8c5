// The owner's comparison of the bids on a project, side by side: amount, the bidder's company and
// trade, distance to the project, response time and documents; sorted by any column.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  BUSINESS_TYPE_LABELS,
  countOf,
  formatDistance,
  formatHours,
  formatMoney,
} from '@trestle/core';
import { profilePath } from '../../posts/files';
import styles from './Projects.module.css';
import { sortBids, type BidSortKey, type SortDirection } from './bid-sort';
import type { ProjectBid } from './types';

const COLUMNS: { key: BidSortKey | null; label: string }[] = [
  { key: 'bidder', label: 'Bidder' },
  { key: 'amount', label: 'Amount' },
  { key: 'distance', label: 'Distance' },
  { key: 'response', label: 'Response time' },
  { key: null, label: 'Message' },
  { key: null, label: 'Documents' },
];

export interface BidsTableProps {
  bids: readonly ProjectBid[];
}

export function BidsTable({ bids }: BidsTableProps) {
  const [sort, setSort] = useState<{ key: BidSortKey; direction: SortDirection }>({
    key: 'amount',
    direction: 'ascending',
  });
  const rows = sortBids(bids, sort.key, sort.direction);

  function sortBy(key: BidSortKey) {
    setSort((current) => ({
      key,
      direction:
        current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  }

  return (
    <div className={styles.tableScroll} role="region" aria-label="Bids compared" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {countOf(bids.length, 'bid')}, sorted by{' '}
          {COLUMNS.find((c) => c.key === sort.key)?.label.toLowerCase()} ({sort.direction})
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.label}
                scope="col"
                aria-sort={column.key === sort.key ? sort.direction : undefined}
              >
                {column.key ? (
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => sortBy(column.key!)}
                  >
                    {column.label}
                    <span aria-hidden="true">
                      {column.key === sort.key
                        ? sort.direction === 'ascending'
                          ? ' ▲'
                          : ' ▼'
                        : ''}
                    </span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((bid) => (
            <tr key={bid.id}>
              <th scope="row">
                <Link to={profilePath(bid.bidder.username)}>{bid.bidder.general.displayName}</Link>
                {bid.bidder.companyName ? (
                  <span className={styles.sub}>{bid.bidder.companyName}</span>
                ) : null}
                {bid.bidder.businessType ? (
                  <span className={styles.sub}>
                    {BUSINESS_TYPE_LABELS[bid.bidder.businessType]}
                  </span>
                ) : null}
              </th>
              <td className={styles.number}>{formatMoney(bid.amount, bid.currency)}</td>
              <td className={styles.number}>{formatDistance(bid.distanceMiles)}</td>
              <td className={styles.number}>{formatHours(bid.responseHours)}</td>
              <td className={styles.message}>{bid.message}</td>
              <td>
                {bid.documents.length === 0 ? (
                  '—'
                ) : (
                  <ul className={styles.docs}>
                    {bid.documents.map((document) => (
                      <li key={document.url}>
                        <a href={document.url} target="_blank" rel="noreferrer">
                          {document.name || 'Document'}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
