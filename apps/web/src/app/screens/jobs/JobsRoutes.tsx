import { Route, Routes } from 'react-router';
import { lazyPage } from '../../../lazy/lazy-page';

const JobsHome = lazyPage(() => import('./JobsHome'));
const CreateJob = lazyPage(() => import('./CreateJob'));
const JobPage = lazyPage(() => import('./JobPage'));
const EditJob = lazyPage(() => import('./EditJob'));

/** Everything under /jobs. */
export default function JobsRoutes() {
  return (
    <Routes>
      <Route index element={<JobsHome />} />
      <Route path="new" element={<CreateJob />} />
      <Route path=":jobId" element={<JobPage />} />
      <Route path=":jobId/edit" element={<EditJob />} />
    </Routes>
  );
}
