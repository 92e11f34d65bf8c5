// The owner's comparison of the bids on a project (issue 24): one card per bid, in a grid that is
// one column on a phone and several on a desktop, so every bid shows its amount, bidder (company
// and trade), distance, response time, message and documents at any width; sorted by amount,
// distance, response time or bidder, either way. Each card carries the owner's decisions:
// shortlist, award, decline with a message, message the bidder.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  BUSINESS_TYPE_LABELS,
  countOf,
  formatDistance,
  formatHours,
  formatMoney,
} from '@trestle/core';
import { Badge, Button } from '@trestle/ui';
import { profilePath } from '../../posts/files';
import styles from './Projects.module.css';
import { sortBids, type BidSortKey, type SortDirection } from './bid-sort';
import type { ProjectBid } from './types';

const SORTS: { key: BidSortKey; label: string }[] = [
  { key: 'amount', label: 'Amount' },
  { key: 'distance', label: 'Distance' },
  { key: 'response', label: 'Response time' },
  { key: 'bidder', label: 'Bidder' },
];

export const BID_STATUS_LABELS: Record<ProjectBid['status'], string> = {
  submitted: 'New',
  shortlisted: 'Shortlisted',
  awarded: 'Awarded',
  declined: 'Declined',
};

/** What the owner can do with a bid (absent: the cards show no actions). */
export interface BidActions {
  /** The project is awarded: no more decisions. */
  awarded: boolean;
  shortlist: (bid: ProjectBid, shortlisted: boolean) => void;
  award: (bid: ProjectBid) => void;
  decline: (bid: ProjectBid) => void;
  message: (bid: ProjectBid) => void;
}

export interface BidsTableProps {
  bids: readonly ProjectBid[];
  actions?: BidActions;
}

const bidderName = (bid: ProjectBid) => bid.bidder.general.displayName || bid.bidder.username;

export function BidsTable({ bids, actions }: BidsTableProps) {
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
    <div className={styles.bids}>
      <div className={styles.sortBar} role="group" aria-label="Sort the bids">
        <span className={styles.sortLabel} aria-hidden="true">
          Sort by
        </span>
        {SORTS.map((option) => (
          <Button
            key={option.key}
            size="sm"
            variant={option.key === sort.key ? 'primary' : 'secondary'}
            aria-pressed={option.key === sort.key}
            onClick={() => sortBy(option.key)}
          >
            {option.label}
            <span aria-hidden="true">
              {option.key === sort.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
            </span>
          </Button>
        ))}
      </div>
      <p className={styles.caption} role="status">
        {countOf(bids.length, 'bid')}, sorted by{' '}
        {SORTS.find((s) => s.key === sort.key)?.label.toLowerCase()} ({sort.direction})
      </p>
      <ul className={styles.bidGrid} aria-label="Bids compared">
        {rows.map((bid) => (
          <li key={bid.id}>
            <BidCard bid={bid} actions={actions} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function BidCard({ bid, actions }: { bid: ProjectBid; actions?: BidActions }) {
  const name = bidderName(bid);
  const decided = bid.status === 'declined' || bid.status === 'awarded';
  return (
    <article
      className={styles.bidCard}
      aria-label={`Bid from ${name}`}
      data-bid-status={bid.status}
    >
      <header className={styles.bidHead}>
        <div className={styles.bidder}>
          <Link to={profilePath(bid.bidder.username)}>{name}</Link>
          {bid.bidder.companyName ? (
            <span className={styles.sub}>{bid.bidder.companyName}</span>
          ) : null}
          {bid.bidder.businessType ? (
            <span className={styles.sub}>{BUSINESS_TYPE_LABELS[bid.bidder.businessType]}</span>
          ) : null}
        </div>
        {bid.status !== 'submitted' ? <Badge>{BID_STATUS_LABELS[bid.status]}</Badge> : null}
      </header>
      <dl className={styles.bidFacts}>
        <div>
          <dt>Amount</dt>
          <dd className={styles.bidAmount}>{formatMoney(bid.amount, bid.currency)}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{formatDistance(bid.distanceMiles)}</dd>
        </div>
        <div>
          <dt>Response time</dt>
          <dd>{formatHours(bid.responseHours)}</dd>
        </div>
        <div className={styles.bidWide}>
          <dt>Message</dt>
          <dd className={styles.message}>{bid.message}</dd>
        </div>
        <div className={styles.bidWide}>
          <dt>Documents</dt>
          <dd>
            {bid.documents.length === 0 ? (
              'None'
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
          </dd>
        </div>
        {bid.ownerMessage ? (
          <div className={styles.bidWide}>
            <dt>Your answer</dt>
            <dd className={styles.message}>{bid.ownerMessage}</dd>
          </div>
        ) : null}
      </dl>
      {actions ? (
        <div className={styles.bidActions} role="group" aria-label={`Decide on ${name}’s bid`}>
          {!actions.awarded && !decided ? (
            <>
              <Button size="sm" onClick={() => actions.award(bid)}>
                Award
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-pressed={bid.status === 'shortlisted'}
                onClick={() => actions.shortlist(bid, bid.status !== 'shortlisted')}
              >
                {bid.status === 'shortlisted' ? 'Shortlisted' : 'Shortlist'}
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => actions.message(bid)}>
            Message
          </Button>
          {bid.status !== 'awarded' && bid.status !== 'declined' ? (
            <Button size="sm" variant="secondary" onClick={() => actions.decline(bid)}>
              Decline
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
