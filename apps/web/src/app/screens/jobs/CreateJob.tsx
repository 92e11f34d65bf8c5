import { useNavigate } from 'react-router';
import { EMPTY_JOB_FORM } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import { QuotaNotice } from '../../shared/QuotaNotice';
import { usePageTitle } from '../../use-page-title';
import page from '../Page.module.css';
import { JobForm } from './JobForm';
import { JOBS_PATH, jobPath } from './paths';
import { useBoardChanged } from '../board/use-board-item';

/** `/jobs/new`: post a job; it opens once saved. */
export default function CreateJob() {
  usePageTitle('Post a job');
  const { quietClient } = useServices();
  const changed = useBoardChanged('jobs');
  const navigate = useNavigate();
  return (
    <div className={page.page}>
      <h1 className={page.title}>Post a job</h1>
      <QuotaNotice quota="jobs" noun="job" verb="post">
        <JobForm
          initial={EMPTY_JOB_FORM}
          submitLabel="Post job"
          onSave={async (body) => {
            const job = await unwrap(quietClient.api.POST('/user/job', { body }));
            changed();
            void navigate(jobPath(job.id));
          }}
          onCancel={() => void navigate(JOBS_PATH)}
        />
      </QuotaNotice>
    </div>
  );
}
