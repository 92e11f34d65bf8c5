import { Route, Routes } from 'react-router';
import { lazyPage } from '../../../lazy/lazy-page';

const SubscriptionsPage = lazyPage(() => import('./SubscriptionsPage'));
const ProLevelsSettings = lazyPage(() => import('./ProLevelsSettings'));

/** Everything under /subscriptions. */
export default function SubscriptionsRoutes() {
  return (
    <Routes>
      <Route index element={<SubscriptionsPage />} />
      <Route path="levels" element={<ProLevelsSettings />} />
    </Routes>
  );
}
