import { Route, Routes } from 'react-router';
import { lazyPage } from '../../../lazy/lazy-page';

const ProjectsHome = lazyPage(() => import('./ProjectsHome'));
const CreateProject = lazyPage(() => import('./CreateProject'));
const ProjectPage = lazyPage(() => import('./ProjectPage'));
const EditProject = lazyPage(() => import('./EditProject'));

/** Everything under /projects. */
export default function ProjectsRoutes() {
  return (
    <Routes>
      <Route index element={<ProjectsHome />} />
      <Route path="new" element={<CreateProject />} />
      <Route path=":projectId" element={<ProjectPage />} />
      <Route path=":projectId/edit" element={<EditProject />} />
    </Routes>
  );
}
