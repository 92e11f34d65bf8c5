import { useState } from 'react';
import { unwrap } from '@trestle/sdk';
import { Button, VisuallyHidden } from '@trestle/ui';
import { useServices } from '../../services-context';
import type { Listing } from './types';

/** Favorite or unfavorite a listing (the favorites tab lists them). */
export function FavoriteButton({
  listing,
  onChange,
}: {
  listing: Listing;
  onChange: (listing: Listing) => void;
}) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      const state = await unwrap(
        client.api.POST('/user/listing/{id}/favorite', { params: { path: { id: listing.id } } }),
      );
      onChange({ ...listing, favorite: state.favorite });
    } catch {
      // The client's toast said why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      aria-pressed={listing.favorite}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{listing.favorite ? '★ ' : '☆ '}</span>
      Favorite
      <VisuallyHidden>: {listing.title}</VisuallyHidden>
    </Button>
  );
}
