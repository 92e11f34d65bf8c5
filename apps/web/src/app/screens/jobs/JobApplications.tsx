// The employer's list of applications to a job: who applied, when, their message and files.
import { Link } from 'react-router';
import { formatFullTime } from '@trestle/core';
import type { components } from '@trestle/sdk';
import { profilePath } from '../../posts/files';
import styles from '../board/Board.module.css';

/** One application as its job's owner reads it (the jobs contract's JobApplication). */
export interface JobApplication {
  id: string;
  applicant: components['schemas']['UserSummary'];
  message: string;
  documents: components['schemas']['ProjectDocument'][];
  createdAt: string;
}

export function JobApplications({ applications }: { applications: readonly JobApplication[] }) {
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
