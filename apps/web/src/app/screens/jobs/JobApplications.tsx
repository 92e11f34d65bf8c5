// The employer's list of applications to a job: who applied, when, their message and files.
import { useCallback } from 'react';
import { Link } from 'react-router';
import { JOBS_API_DEFAULT_LIMIT, formatFullTime, type PageRequest } from '@trestle/core';
import { unwrap, type components } from '@trestle/sdk';
import { Button, LoadError } from '@trestle/ui';
import { useServices } from '../../services-context';
import { usePagedItems } from '../../shared/use-paged-items';
import { profilePath } from '../../posts/files';
import styles from '../board/Board.module.css';

export type JobApplication = components['schemas']['JobApplication'];

/** The applications to the employer's job (listJobApplications), 20 at a time. */
export function JobApplications({ jobId }: { jobId: string }) {
  const { client } = useServices();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/user/job/{id}/applications', {
          params: { path: { id: jobId }, query: { skip, limit } },
        }),
      ),
    [client, jobId],
  );
  const list = usePagedItems<JobApplication>(fetchPage, JOBS_API_DEFAULT_LIMIT, (a) => a.id);
  if (list.loadingFirst) return <p role="status">Loading the applications…</p>;
  if (list.error && !list.items?.length) {
    return (
      <LoadError text={list.error.messages.join(' ') || 'Please try again.'} onRetry={list.load} />
    );
  }
  if (!list.items?.length) return <p className={styles.hint}>No applications yet.</p>;
  return (
    <>
      <ApplicationList applications={list.items} />
      {list.hasMore ? (
        <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
          Load more
        </Button>
      ) : null}
    </>
  );
}

function ApplicationList({ applications }: { applications: readonly JobApplication[] }) {
  return (
    <ul className={styles.list} aria-label="Applications">
      {applications.map((application) => (
        <li key={application.id}>
          <article className={styles.card} aria-labelledby={`application-${application.id}`}>
            <div className={styles.cardTop}>
              <h3 className={styles.cardTitle} id={`application-${application.id}`}>
                <Link to={profilePath(application.applicant.username)}>
                  {application.applicant.general.displayName}
                </Link>
              </h3>
              <span className={styles.hint}>{formatFullTime(application.createdAt)}</span>
            </div>
            <p className={styles.message}>{application.message}</p>
            {application.documents.length > 0 ? (
              <ul className={styles.meta} aria-label="Files sent">
                {application.documents.map((document) => (
                  <li key={document.url}>
                    <a href={document.url} target="_blank" rel="noreferrer">
                      {document.name || 'Document'}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
