import { Route, Routes } from 'react-router';
import { lazyPage } from '../../../lazy/lazy-page';

const DirectoryScreen = lazyPage(() => import('./DirectoryScreen'));
const CreateListing = lazyPage(() => import('./CreateListing'));
const ReceivedQuotes = lazyPage(() => import('./ReceivedQuotes'));
const ListingPage = lazyPage(() => import('./ListingPage'));
const EditListing = lazyPage(() => import('./EditListing'));

/** Everything under /directory. */
export default function DirectoryRoutes() {
  return (
    <Routes>
      <Route index element={<DirectoryScreen />} />
      <Route path="new" element={<CreateListing />} />
      <Route path="quotes" element={<ReceivedQuotes />} />
      <Route path=":listingId" element={<ListingPage />} />
      <Route path=":listingId/edit" element={<EditListing />} />
    </Routes>
  );
}
