import { Link } from 'react-router';
import { BUSINESS_TYPE_LABELS, responseTimeText } from '@trestle/core';
import { fileUrl } from '../../posts/files';
import type { ItemContext } from '../board/BoardResults';
import { FavoriteButton } from '../board/FavoriteButton';
import { listingPath } from './paths';
import type { Listing } from './types';
import styles from './Directory.module.css';

export interface ListingCardProps {
  listing: Listing;
  categoryNames: ReadonlyMap<string, string>;
  /** Its place in the list: in step with its marker, changed by its favorite button. */
  context: ItemContext<Listing>;
}

/** One listing in the directory: picture, title, owner, types, categories, place, response time. */
export function ListingCard({ listing, categoryNames, context }: ListingCardProps) {
  const picture = listing.logo ?? listing.images[0] ?? null;
  const categories = listing.categoryIds
    .map((id) => categoryNames.get(id))
    .filter((name): name is string => Boolean(name));
  const responds = responseTimeText(listing.responseHours);
  return (
    <article
      className={styles.card}
      data-highlighted={context.highlighted}
      aria-labelledby={`listing-${listing.id}`}
      onMouseEnter={() => context.onHover(true)}
      onMouseLeave={() => context.onHover(false)}
      onFocus={() => context.onHover(true)}
      onBlur={() => context.onHover(false)}
    >
      <div
        className={styles.picture}
        style={picture ? { backgroundImage: `url(${fileUrl(picture)})` } : undefined}
        aria-hidden="true"
      />
      <div className={styles.cardText}>
        <h3 className={styles.cardTitle} id={`listing-${listing.id}`}>
          <Link to={listingPath(listing.id)}>{listing.title}</Link>
        </h3>
        <p className={styles.muted}>
          {listing.owner.general.displayName || listing.owner.username}
          {listing.location ? ` · ${listing.location.label}` : ''}
          {listing.remote ? ' · Serves customers anywhere' : ''}
        </p>
        <p className={styles.tags}>
          {listing.type.map((type) => (
            <span key={type} className={styles.tag}>
              {BUSINESS_TYPE_LABELS[type]}
            </span>
          ))}
          {categories.map((name) => (
            <span key={name} className={styles.tag}>
              {name}
            </span>
          ))}
        </p>
        {responds ? <p className={styles.muted}>{responds}</p> : null}
        {listing.status === 'closed' ? <p className={styles.muted}>Closed</p> : null}
      </div>
      <FavoriteButton
        kind="listing"
        id={listing.id}
        title={listing.title}
        favorite={listing.favorite}
        onChange={(favorite) => context.update({ ...listing, favorite })}
      />
    </article>
  );
}
