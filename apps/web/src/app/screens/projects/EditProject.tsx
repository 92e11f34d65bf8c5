import { useNavigate, useParams } from 'react-router';
import { isStaffRole, roleKeyOf, type ProjectFormValues } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState, LoadError } from '@trestle/ui';
import { useAuthUser, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { projectPath } from './paths';
import { ProjectForm } from './ProjectForm';
import type { Project } from './types';
import { useProject } from './use-project';
import { useBoardChanged } from '../board/use-board-item';

/** The day of an instant in the person's time zone, as a date input takes it (YYYY-MM-DD). */
function localDay(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export function projectFormValuesOf(project: Project): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    category: project.category,
    bid: String(project.bid),
    bidDeadline: project.bidDeadline ? localDay(project.bidDeadline) : '',
    currency: project.currency,
    remote: project.remote,
    zip: project.location?.zip ?? '',
    locationLabel:
      project.location && project.location.label !== project.location.zip
        ? project.location.label
        : '',
  };
}

/** `/projects/:projectId/edit`: the owner edits the project; staff edit any (moderation). */
export default function EditProject() {
  usePageTitle('Edit project');
  const { projectId = '' } = useParams();
  const { state, reload } = useProject(projectId);
  const { quietClient } = useServices();
  const changed = useBoardChanged('projects');
  const me = useAuthUser();
  const navigate = useNavigate();

  if (state.status === 'loading') return <p role="status">Loading the project…</p>;
  if (state.status === 'failed') {
    return (
      <LoadError title="The project could not be loaded" text={state.message} onRetry={reload} />
    );
  }
  if (state.status === 'missing') {
    return (
      <EmptyState
        className={page.notice}
        title="This project is not here"
        text="It may have been deleted."
      />
    );
  }
  const { item: project } = state;
  const owner = project.owner.id === me?.id;
  if (!owner && !isStaffRole(roleKeyOf(me))) {
    return <EmptyState className={page.notice} title="Only its owner edits a project" text="" />;
  }
  const params = { path: { id: project.id } };
  return (
    <div className={page.page}>
      <h1 className={page.title}>Edit project</h1>
      <ProjectForm
        initial={projectFormValuesOf(project)}
        initialDocuments={project.documents}
        submitLabel="Save changes"
        onSave={async ({ bidDeadline, ...rest }) => {
          // An unchanged deadline is not sent again (one that has passed would be refused).
          const body = bidDeadline === project.bidDeadline ? rest : { ...rest, bidDeadline };
          await unwrap(
            owner
              ? quietClient.api.POST('/user/project/{id}', { params, body })
              : quietClient.api.POST('/user/project/moderate/{id}/edit', { params, body }),
          );
          changed();
          void navigate(projectPath(project.id));
        }}
        onCancel={() => void navigate(projectPath(project.id))}
      />
    </div>
  );
}
