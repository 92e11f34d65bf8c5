import { useNavigate, useParams } from 'react-router';
import { EMPTY_JOB_FORM, isStaffRole, roleKeyOf, type JobFormValues } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState, LoadError } from '@trestle/ui';
import { useAuthUser, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { JobForm } from './JobForm';
import { jobPath } from './paths';
import type { Job } from './types';
import { useJob } from './use-job';
import { useBoardChanged } from '../board/use-board-item';

export function jobFormValuesOf(job: Job): JobFormValues {
  const salary = job.salary;
  return {
    ...EMPTY_JOB_FORM,
    title: job.title,
    description: job.description,
    category: job.category,
    companyRole: job.companyRole ?? '',
    employmentType: job.employmentType,
    workplace: job.workplace,
    zip: job.location?.zip ?? '',
    locationLabel:
      job.location && job.location.label !== job.location.zip ? job.location.label : '',
    payMin: salary?.min !== undefined ? String(salary.min) : '',
    payMax: salary?.max !== undefined ? String(salary.max) : '',
    payCurrency: salary?.currency ?? 'USD',
    payPeriod: salary?.period ?? 'year',
  };
}

/** `/jobs/:jobId/edit`: the employer edits the job; staff edit any (moderation). */
export default function EditJob() {
  usePageTitle('Edit job');
  const { jobId = '' } = useParams();
  const { state, reload } = useJob(jobId);
  const { quietClient } = useServices();
  const changed = useBoardChanged('jobs');
  const me = useAuthUser();
  const navigate = useNavigate();

  if (state.status === 'loading') return <p role="status">Loading the job…</p>;
  if (state.status === 'failed') {
    return <LoadError title="The job could not be loaded" text={state.message} onRetry={reload} />;
  }
  if (state.status === 'missing') {
    return (
      <EmptyState
        className={page.notice}
        title="This job is not here"
        text="It may have been deleted."
      />
    );
  }
  const job = state.item;
  const owner = job.owner.id === me?.id;
  if (!owner && !isStaffRole(roleKeyOf(me))) {
    return <EmptyState className={page.notice} title="Only its employer edits a job" text="" />;
  }
  const params = { path: { id: job.id } };
  return (
    <div className={page.page}>
      <h1 className={page.title}>Edit job</h1>
      <JobForm
        initial={jobFormValuesOf(job)}
        submitLabel="Save changes"
        onSave={async (body) => {
          await unwrap(
            owner
              ? quietClient.api.POST('/user/job/{id}', { params, body })
              : quietClient.api.POST('/user/job/moderate/{id}/edit', { params, body }),
          );
          changed();
          void navigate(jobPath(job.id));
        }}
        onCancel={() => void navigate(jobPath(job.id))}
      />
    </div>
  );
}
