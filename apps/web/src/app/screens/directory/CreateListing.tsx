import { Link, useNavigate } from 'react-router';
import { EMPTY_LISTING_FORM, LISTING_FORM_MESSAGES } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState } from '@trestle/ui';
import { useAuthUser, useServices } from '../../services-context';
import { QuotaNotice } from '../../shared/QuotaNotice';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { ListingForm } from './ListingForm';
import { DIRECTORY_PATH, listingPath } from './paths';
import { useBoardChanged } from '../board/use-board-item';

/** `/directory/new`: list a company (business accounts only). */
export default function CreateListing() {
  usePageTitle('Add a listing');
  const { quietClient } = useServices();
  const changed = useBoardChanged('directory');
  const me = useAuthUser();
  const navigate = useNavigate();
  if (me && !me.policies.can_apply_directory) {
    return (
      <EmptyState
        className={page.notice}
        title="Business accounts only"
        text={LISTING_FORM_MESSAGES.businessOnly}
        action={<Link to={DIRECTORY_PATH}>Back to the directory</Link>}
      />
    );
  }
  return (
    <div className={page.page}>
      <h1 className={page.title}>Add a listing</h1>
      <QuotaNotice quota="listings" noun="listing" verb="publish">
        <ListingForm
          initial={{ values: EMPTY_LISTING_FORM, logo: '', images: [] }}
          submitLabel="Publish the listing"
          onSave={async (body) => {
            const listing = await unwrap(quietClient.api.POST('/user/listing', { body }));
            changed();
            navigate(listingPath(listing.id));
          }}
        />
      </QuotaNotice>
    </div>
  );
}
