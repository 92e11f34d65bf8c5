import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import {
  DIRECTORY_PAGE_SIZE,
  formatMoney,
  formatRelativeTime,
  type PageRequest,
  QUOTE_REQUEST_STATUS_LABELS,
  QUOTE_REQUEST_STATUSES,
  type QuoteRequestStatus,
  SECTOR_LABELS,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, ButtonLink, ChoiceChips, EmptyState, LoadError } from '@trestle/ui';
import { PostSkeletons } from '../../posts/PostSkeleton';
import { usePagedItems } from '../../shared/use-paged-items';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { chatPath, listingPath } from './paths';
import type { QuoteRequest } from './types';
import styles from './Directory.module.css';

type Filter = QuoteRequestStatus | '';

const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: '', label: 'All' },
  ...QUOTE_REQUEST_STATUSES.map((value) => ({ value, label: QUOTE_REQUEST_STATUS_LABELS[value] })),
];

/** `/directory/quotes`: the quote requests the person's listings received, with their status. */
export default function ReceivedQuotes() {
  usePageTitle('Quote requests');
  const { client } = useServices();
  const [status, setStatus] = useState<Filter>('');
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/user/listing/quotes/received', {
          params: { query: { skip, limit, ...(status ? { status } : {}) } },
        }),
      ),
    [client, status],
  );
  const list = usePagedItems<QuoteRequest>(fetchPage, DIRECTORY_PAGE_SIZE, (item) => item.id);

  let body;
  if (list.loadingFirst) body = <PostSkeletons />;
  else if (list.error && !list.items?.length) {
    body = (
      <LoadError
        title="Quote requests could not be loaded"
        text={list.error.messages.join(' ') || 'Please try again.'}
        onRetry={list.load}
      />
    );
  } else if (!list.items?.length) {
    body = (
      <EmptyState
        className={page.notice}
        title="No quote requests"
        text="When someone asks one of your listings for a quote, it shows here and in your messages."
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="Quote requests">
          {list.items.map((quote) => (
            <li key={quote.id}>
              <QuoteRow quote={quote} onChange={(next) => list.update(next.id, next)} />
            </li>
          ))}
        </ul>
        {list.hasMore ? (
          <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
            Load more
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <div className={page.page}>
      <h1 className={page.title}>Quote requests</h1>
      <ChoiceChips label="Status" options={FILTERS} value={status} onChange={setStatus} />
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        {body}
      </div>
    </div>
  );
}

function QuoteRow({
  quote,
  onChange,
}: {
  quote: QuoteRequest;
  onChange: (q: QuoteRequest) => void;
}) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  const who = quote.requester.general.displayName || quote.requester.username;
  async function setStatus(status: 'answered' | 'closed') {
    setBusy(true);
    try {
      onChange(
        await unwrap(
          client.api.POST('/user/listing/quote/{id}/status', {
            params: { path: { id: quote.id } },
            body: { status },
          }),
        ),
      );
    } catch {
      // The client's toast said why.
    } finally {
      setBusy(false);
    }
  }
  const details = [
    quote.zip ? `ZIP ${quote.zip}` : null,
    quote.budget !== null && quote.budget !== undefined
      ? `Budget ${formatMoney(quote.budget, quote.currency ?? 'USD')}`
      : null,
    quote.startDate ? `Start ${quote.startDate}` : null,
    quote.category ? SECTOR_LABELS[quote.category] : null,
    quote.phone ? `Phone ${quote.phone}` : null,
  ].filter(Boolean);
  return (
    <article className={styles.quoteRow} aria-label={`Quote request from ${who}`}>
      <p>
        <strong>{who}</strong> asked{' '}
        <Link to={listingPath(quote.listing.id)}>{quote.listing.title}</Link> for a quote ·{' '}
        <time dateTime={quote.createdAt}>{formatRelativeTime(quote.createdAt)}</time>
        <span className={styles.status} data-status={quote.status}>
          {QUOTE_REQUEST_STATUS_LABELS[quote.status]}
        </span>
      </p>
      <p className={styles.message}>{quote.message}</p>
      {details.length ? <p className={styles.muted}>{details.join(' · ')}</p> : null}
      {quote.files.length ? (
        <ul className={styles.fileList} aria-label="Files">
          {quote.files.map((file) => (
            <li key={file.url}>
              <a href={file.url} target="_blank" rel="noreferrer">
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.muted}>
        Reply to <a href={`mailto:${quote.email}`}>{quote.email}</a> or in messages.
      </p>
      <div className={styles.actions}>
        <ButtonLink as={Link} to={chatPath(quote.conversationId)} size="sm">
          Answer in messages
        </ButtonLink>
        {quote.status === 'new' ? (
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            onClick={() => void setStatus('answered')}
          >
            Mark answered
          </Button>
        ) : null}
        {quote.status !== 'closed' ? (
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            onClick={() => void setStatus('closed')}
          >
            Close
          </Button>
        ) : null}
      </div>
    </article>
  );
}
