import { Link, useNavigate, useParams } from 'react-router';
import type { ListingFormValues } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState, LoadError, Spinner } from '@trestle/ui';
import { useAuthUser, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { ListingForm } from './ListingForm';
import { listingPath } from './paths';
import type { Listing } from './types';
import { useListing } from './use-listing';
import { useBoardChanged } from '../board/use-board-item';

export function listingFormValuesOf(listing: Listing): ListingFormValues {
  return {
    title: listing.title,
    description: listing.description,
    type: listing.type,
    sector: listing.sector,
    keywords: listing.keywords.join(', '),
    categoryIds: listing.categoryIds,
    zip: listing.location?.zip ?? '',
    remote: listing.remote,
    website: listing.website ?? '',
    phone: listing.phone ?? '',
    email: listing.email ?? '',
  };
}

/** `/directory/:id/edit`: the owner's form. */
export default function EditListing() {
  usePageTitle('Edit listing');
  const { listingId = '' } = useParams();
  const { state, reload } = useListing(listingId);
  const { quietClient } = useServices();
  const changed = useBoardChanged('directory');
  const me = useAuthUser();
  const navigate = useNavigate();
  if (state.status === 'loading') return <Spinner label="Loading the listing" />;
  if (state.status === 'failed') {
    return (
      <LoadError title="The listing could not be loaded" text={state.message} onRetry={reload} />
    );
  }
  if (state.status === 'missing' || state.item.owner.id !== me?.id) {
    return (
      <EmptyState
        className={page.notice}
        title="You cannot edit this listing"
        text="Only its owner can."
        action={<Link to="/directory">Back to the directory</Link>}
      />
    );
  }
  const listing = state.item;
  return (
    <div className={page.page}>
      <h1 className={page.title}>Edit {listing.title}</h1>
      <ListingForm
        initial={{
          values: listingFormValuesOf(listing),
          logo: listing.logo ?? '',
          images: listing.images,
        }}
        submitLabel="Save"
        onSave={async (body) => {
          await unwrap(
            quietClient.api.POST('/user/listing/{id}', {
              params: { path: { id: listing.id } },
              body: {
                ...body,
                // Cleared fields are cleared on the listing too.
                location: body.location ?? null,
                website: body.website ?? null,
                phone: body.phone ?? null,
                email: body.email ?? null,
                logo: body.logo ?? null,
              },
            }),
          );
          changed();
          navigate(listingPath(listing.id));
        }}
      />
    </div>
  );
}
