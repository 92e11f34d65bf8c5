// `/jobs/:jobId`: a job with its description, pay and place; favorite and report; for the
// employer, edit, close or reopen, delete with the password and the applications count; for
// others, the application form (message and résumé).
import { Link, useNavigate, useParams } from 'react-router';
import {
  COMPANY_ROLE_LABELS,
  PROJECT_CATEGORY_LABELS,
  formatFullTime,
  isStaffRole,
  reportPostBody,
  roleKeyOf,
  type ReportPostInput,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Badge, Button, ButtonLink, EmptyState, LoadError } from '@trestle/ui';
import { profilePath } from '../../posts/files';
import { ReportDialog } from '../../posts/ReportDialog';
import { useAuthUser, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { DeleteWithPassword } from '../../shared/DeleteWithPassword';
import { FavoriteButton } from '../board/FavoriteButton';
import { RichText } from '../board/RichText';
import boardStyles from '../board/Board.module.css';
import page from '../Page.module.css';
import styles from '../projects/Projects.module.css';
import { ApplyForm } from './ApplyForm';
import { JobApplications } from './JobApplications';
import { jobSummary, payText } from './job-text';
import { JOBS_PATH, editJobPath } from './paths';
import type { Job } from './types';
import { useJob } from './use-job';
import { useBoardChanged } from '../board/use-board-item';

export default function JobPage() {
  const { jobId = '' } = useParams();
  const { state, reload, update } = useJob(jobId);
  usePageTitle(state.status === 'loaded' ? state.item.title : 'Job');

  if (state.status === 'loading') return <p role="status">Loading the job…</p>;
  if (state.status === 'failed') {
    return <LoadError title="The job could not be loaded" text={state.message} onRetry={reload} />;
  }
  if (state.status === 'missing') {
    return (
      <EmptyState
        className={page.notice}
        title="This job is not here"
        text="It may have been deleted, or it waits for a moderator."
        action={<Link to={JOBS_PATH}>Back to jobs</Link>}
      />
    );
  }
  return <JobView job={state.item} onChange={update} onReload={reload} />;
}

function JobView({
  job,
  onChange,
  onReload,
}: {
  job: Job;
  onChange: (job: Job) => void;
  onReload: () => void;
}) {
  const me = useAuthUser();
  const { client, quietClient, modals, notify } = useServices();
  const changed = useBoardChanged('jobs');
  const navigate = useNavigate();
  const owner = job.owner.id === me?.id;
  const staff = isStaffRole(roleKeyOf(me));
  const params = { path: { id: job.id } };
  const pay = payText(job.salary);

  async function setStatus() {
    try {
      const status = job.status === 'opened' ? 'closed' : 'opened';
      onChange(
        await unwrap(client.api.POST('/user/job/{id}/active', { params, body: { status } })),
      );
    } catch {
      // The client has shown the server's message.
    }
  }

  function report() {
    const id = `report-job-${job.id}`;
    const send = async (input: ReportPostInput) => {
      try {
        await unwrap(
          client.api.POST('/user/job/{id}/report', { params, body: reportPostBody(input) }),
        );
        notify('Thank you: a moderator will look at this job.', 'success');
        return true;
      } catch {
        return false;
      }
    };
    modals.open({
      id,
      title: 'Report job',
      content: <ReportDialog noun="job" onSubmit={send} onCancel={() => modals.close(id)} />,
    });
  }

  let apply;
  if (owner) {
    apply = (
      <>
        <p className={boardStyles.hint}>
          {job.applicationsCount === 1
            ? '1 person has applied.'
            : `${job.applicationsCount} people have applied.`}
        </p>
        <JobApplications jobId={job.id} />
      </>
    );
  } else if (job.appliedByMe) {
    apply = <p role="status">You have applied to this job.</p>;
  } else if (job.status === 'closed') {
    apply = <p className={boardStyles.hint}>This job no longer takes applications.</p>;
  } else {
    apply = (
      <ApplyForm
        onSend={async (body) => {
          await unwrap(quietClient.api.POST('/user/job/{id}/apply', { params, body }));
          notify('Your application is sent.', 'success');
          onReload();
        }}
      />
    );
  }

  return (
    <div className={page.page}>
      <header className={styles.header}>
        <h1 className={page.title}>{job.title}</h1>
        <div className={styles.badges}>
          <Badge>{job.status === 'opened' ? 'Hiring' : 'Closed'}</Badge>
          {job.moderate === 'review' ? <Badge>In review</Badge> : null}
          {job.flagged ? <Badge>Flagged</Badge> : null}
        </div>
        <ul className={boardStyles.meta} aria-label="About the job">
          {pay ? <li className={boardStyles.amount}>{pay}</li> : null}
          <li>{jobSummary(job)}</li>
          <li>{PROJECT_CATEGORY_LABELS[job.category]}</li>
          {job.companyRole ? <li>{COMPANY_ROLE_LABELS[job.companyRole]}</li> : null}
          <li>
            By <Link to={profilePath(job.owner.username)}>{job.owner.general.displayName}</Link>
          </li>
          <li>Posted {formatFullTime(job.createdAt)}</li>
        </ul>
        <div className={boardStyles.cardActions}>
          <FavoriteButton
            kind="job"
            id={job.id}
            title={job.title}
            favorite={job.favorite}
            onChange={(favorite) => onChange({ ...job, favorite })}
          />
          {owner ? (
            <>
              <ButtonLink as={Link} to={editJobPath(job.id)} variant="secondary" size="sm">
                Edit
              </ButtonLink>
              <Button size="sm" variant="secondary" onClick={() => void setStatus()}>
                {job.status === 'opened' ? 'Close the job' : 'Reopen the job'}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="secondary" onClick={report}>
              Report
            </Button>
          )}
        </div>
      </header>
      <section className={styles.section} aria-label="Description">
        <RichText html={job.description} />
      </section>
      <section className={styles.section} aria-labelledby="job-apply">
        <h2 className={styles.sectionTitle} id="job-apply">
          {owner ? 'Applications' : 'Apply'}
        </h2>
        {apply}
      </section>
      {owner || staff ? (
        <DeleteWithPassword
          heading="Delete this job"
          text="The job and its applications are deleted for good. Type your password to confirm."
          buttonLabel="Delete job"
          onDelete={(password) =>
            unwrap(
              owner
                ? quietClient.api.DELETE('/user/job/{id}', { params, body: { password } })
                : quietClient.api.DELETE('/user/job/moderate/{id}', { params, body: { password } }),
            )
          }
          deletedText={`${job.title} is deleted.`}
          onDeleted={() => {
            changed(job.id);
            void navigate(JOBS_PATH);
          }}
        />
      ) : null}
    </div>
  );
}
