import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  BUSINESS_TYPE_LABELS,
  SECTOR_LABELS,
  isStaffRole,
  responseTimeText,
  sanitiseRichText,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, ButtonLink, EmptyState, LoadError, Spinner } from '@trestle/ui';
import { fileUrl, withImageAlt } from '../../posts/files';
import { useAuthUser, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { DeleteWithPassword } from '../../shared/DeleteWithPassword';
import { FavoriteButton } from '../board/FavoriteButton';
import { DIRECTORY_PATH, editListingPath } from './paths';
import { QuoteForm } from './QuoteForm';
import type { Listing } from './types';
import { useCategories } from './use-categories';
import { useListing } from './use-listing';
import styles from './Directory.module.css';
import { useBoardChanged } from '../board/use-board-item';

/** `/directory/:id`: the listing with its gallery and contact, and "Request a quote". */
export default function ListingPage() {
  const { listingId = '' } = useParams();
  const { state, reload, update } = useListing(listingId);
  usePageTitle(state.status === 'loaded' ? state.item.title : 'Listing');
  if (state.status === 'loading') return <Spinner label="Loading the listing" />;
  if (state.status === 'missing') {
    return (
      <EmptyState
        className={page.notice}
        title="This listing does not exist"
        text="It may have been closed by staff or deleted."
        action={<Link to={DIRECTORY_PATH}>Back to the directory</Link>}
      />
    );
  }
  if (state.status === 'failed') {
    return (
      <LoadError title="The listing could not be loaded" text={state.message} onRetry={reload} />
    );
  }
  return <ListingView listing={state.item} onChange={update} />;
}

function ListingView({ listing, onChange }: { listing: Listing; onChange: (l: Listing) => void }) {
  const me = useAuthUser();
  const categories = useCategories();
  const own = me?.id === listing.owner.id;
  const responds = responseTimeText(listing.responseHours);
  const pictures = [...(listing.logo ? [listing.logo] : []), ...listing.images];
  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>{listing.title}</h1>
        <FavoriteButton
          kind="listing"
          id={listing.id}
          title={listing.title}
          favorite={listing.favorite}
          onChange={(favorite) => onChange({ ...listing, favorite })}
        />
      </div>
      <p className={styles.muted}>
        {listing.owner.general.displayName || listing.owner.username}
        {listing.location ? ` · ${listing.location.label}` : ''}
        {listing.remote ? ' · Serves customers anywhere' : ''}
        {listing.status === 'closed' ? ' · Closed' : ''}
      </p>
      {responds ? <p className={styles.responds}>{responds}</p> : null}
      {pictures.length > 0 ? (
        <ul className={styles.gallery} aria-label="Gallery">
          {pictures.map((name, index) => (
            <li key={name}>
              <a href={fileUrl(name)} target="_blank" rel="noreferrer">
                <img src={fileUrl(name)} alt={`${listing.title}, picture ${index + 1}`} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        className={styles.description}
        dangerouslySetInnerHTML={{ __html: withImageAlt(sanitiseRichText(listing.description)) }}
      />
      <dl className={styles.facts}>
        <dt>Business type</dt>
        <dd>{listing.type.map((type) => BUSINESS_TYPE_LABELS[type]).join(', ')}</dd>
        {listing.sector.length ? (
          <>
            <dt>Sectors</dt>
            <dd>{listing.sector.map((sector) => SECTOR_LABELS[sector]).join(', ')}</dd>
          </>
        ) : null}
        {listing.categoryIds.length ? (
          <>
            <dt>Categories</dt>
            <dd>
              {listing.categoryIds
                .map((id) => categories.names.get(id))
                .filter(Boolean)
                .join(', ')}
            </dd>
          </>
        ) : null}
        {listing.keywords.length ? (
          <>
            <dt>Keywords</dt>
            <dd>{listing.keywords.join(', ')}</dd>
          </>
        ) : null}
        {listing.website ? (
          <>
            <dt>Website</dt>
            <dd>
              <a href={listing.website} target="_blank" rel="noreferrer nofollow">
                {listing.website}
              </a>
            </dd>
          </>
        ) : null}
        {listing.phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${listing.phone}`}>{listing.phone}</a>
            </dd>
          </>
        ) : null}
        {listing.email ? (
          <>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${listing.email}`}>{listing.email}</a>
            </dd>
          </>
        ) : null}
      </dl>
      {isStaffRole(me?.role.key) ? <StaffActions listing={listing} onChange={onChange} /> : null}
      {own ? (
        <OwnerActions listing={listing} onChange={onChange} />
      ) : listing.status === 'opened' ? (
        <QuoteForm
          listing={listing}
          onSent={() => onChange({ ...listing, quoteRequested: true })}
        />
      ) : (
        <p className={styles.muted}>This listing is closed and takes no quote requests.</p>
      )}
    </div>
  );
}

function OwnerActions({ listing, onChange }: { listing: Listing; onChange: (l: Listing) => void }) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  async function toggleStatus() {
    setBusy(true);
    try {
      const next = await unwrap(
        client.api.POST('/user/listing/{id}/active', {
          params: { path: { id: listing.id } },
          body: { status: listing.status === 'opened' ? 'closed' : 'opened' },
        }),
      );
      onChange(next);
    } catch {
      // The client's toast said why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className={styles.ownerActions} aria-label="Your listing">
      <div className={styles.actions}>
        <ButtonLink as={Link} to={editListingPath(listing.id)} variant="secondary">
          Edit
        </ButtonLink>
        <Button variant="secondary" loading={busy} onClick={() => void toggleStatus()}>
          {listing.status === 'opened' ? 'Close listing' : 'Reopen listing'}
        </Button>
      </div>
      <DeleteListing listing={listing} />
    </section>
  );
}

/** Moderation (staff): send to review or approve, flag or clear, delete with the password. */
function StaffActions({ listing, onChange }: { listing: Listing; onChange: (l: Listing) => void }) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  async function act(call: () => Promise<Listing>) {
    setBusy(true);
    try {
      onChange(await call());
    } catch {
      // The client's toast said why.
    } finally {
      setBusy(false);
    }
  }
  const path = { params: { path: { id: listing.id } } };
  return (
    <section className={styles.ownerActions} aria-label="Moderation">
      <p className={styles.muted}>
        {listing.moderate === 'review' ? 'In review' : 'Approved'}
        {listing.flagged ? ' · Flagged' : ''}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={busy}
          onClick={() =>
            void act(() =>
              unwrap(
                client.api.POST('/user/listing/moderate/{id}', {
                  ...path,
                  body: { moderate: listing.moderate === 'review' ? 'approved' : 'review' },
                }),
              ),
            )
          }
        >
          {listing.moderate === 'review' ? 'Approve' : 'Send to review'}
        </Button>
        <Button
          variant="secondary"
          loading={busy}
          onClick={() =>
            void act(() =>
              unwrap(
                client.api.POST('/user/listing/moderate/{id}/flag', {
                  ...path,
                  body: { flagged: !listing.flagged },
                }),
              ),
            )
          }
        >
          {listing.flagged ? 'Clear the flag' : 'Flag'}
        </Button>
      </div>
      <DeleteListing listing={listing} asStaff />
    </section>
  );
}

/** Deleting a listing: the owner's, or any as staff (the moderation path), with one's password. */
function DeleteListing({ listing, asStaff = false }: { listing: Listing; asStaff?: boolean }) {
  const { quietClient } = useServices();
  const changed = useBoardChanged('directory');
  const navigate = useNavigate();
  return (
    <DeleteWithPassword
      openLabel="Delete listing"
      heading="Delete this listing"
      text="The listing and its quote requests are deleted for good. Type your password to confirm."
      buttonLabel="Delete for good"
      onDelete={(password) => {
        const request = { params: { path: { id: listing.id } }, body: { password } };
        return unwrap(
          asStaff
            ? quietClient.api.DELETE('/user/listing/moderate/{id}', request)
            : quietClient.api.DELETE('/user/listing/{id}', request),
        );
      }}
      deletedText={`${listing.title} is deleted.`}
      onDeleted={() => {
        changed(listing.id);
        void navigate(DIRECTORY_PATH);
      }}
    />
  );
}
