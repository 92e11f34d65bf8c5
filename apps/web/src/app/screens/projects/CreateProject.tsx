import { useNavigate } from 'react-router';
import { EMPTY_PROJECT_FORM } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import { QuotaNotice } from '../../shared/QuotaNotice';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { PROJECTS_PATH, projectPath } from './paths';
import { ProjectForm } from './ProjectForm';
import { useBoardChanged } from '../board/use-board-item';

/** `/projects/new`: post a project; it opens once saved. */
export default function CreateProject() {
  usePageTitle('Post a project');
  const { quietClient } = useServices();
  const changed = useBoardChanged('projects');
  const navigate = useNavigate();
  return (
    <div className={page.page}>
      <h1 className={page.title}>Post a project</h1>
      <QuotaNotice quota="projects" noun="project" verb="post">
        <ProjectForm
          initial={EMPTY_PROJECT_FORM}
          submitLabel="Post project"
          onSave={async (body) => {
            const project = await unwrap(quietClient.api.POST('/user/project', { body }));
            changed();
            void navigate(projectPath(project.id));
          }}
          onCancel={() => void navigate(PROJECTS_PATH)}
        />
      </QuotaNotice>
    </div>
  );
}
