import { Link } from 'react-router';
import { PROJECT_CATEGORY_LABELS } from '@trestle/core';
import { Badge } from '@trestle/ui';
import type { ItemContext } from '../board/BoardResults';
import { FavoriteButton } from '../board/FavoriteButton';
import styles from '../board/Board.module.css';
import { jobSummary, payText } from './job-text';
import { jobPath } from './paths';
import type { Job } from './types';

/** A job in a list: title, pay, employment type, workplace and place, employer, favorite. */
export function JobCard({ job, context }: { job: Job; context: ItemContext<Job> }) {
  const pay = payText(job.salary);
  return (
    <article className={styles.card} aria-labelledby={`job-${job.id}`}>
      <div className={styles.cardTop}>
        <h2 className={styles.cardTitle} id={`job-${job.id}`}>
          <Link to={jobPath(job.id)}>{job.title}</Link>
        </h2>
        {pay ? <span className={styles.amount}>{pay}</span> : null}
      </div>
      <ul className={styles.meta} aria-label="About the job">
        <li>{jobSummary(job)}</li>
        <li>{PROJECT_CATEGORY_LABELS[job.category]}</li>
        <li>By {job.owner.general.displayName}</li>
        {job.status === 'closed' ? (
          <li>
            <Badge>Closed</Badge>
          </li>
        ) : null}
      </ul>
      <div className={styles.cardActions}>
        <FavoriteButton
          kind="job"
          id={job.id}
          title={job.title}
          favorite={job.favorite}
          onChange={(favorite) => context.update({ ...job, favorite })}
        />
      </div>
    </article>
  );
}
