import { Link } from 'react-router';
import { EmptyState } from '@trestle/ui';
import { fileUrl } from '../../posts/files';
import { EDIT_PROFILE_PATH } from './paths';
import type { ProfileItem } from './types';
import page from '../Page.module.css';
import styles from './Profile.module.css';

export interface ProfileWorksProps {
  works: ProfileItem['works'];
  /** The person's display name, for the empty state. */
  name: string;
  own: boolean;
}

/** The Works tab: the projects the person lists, newest first as they ordered them. */
export function ProfileWorks({ works, name, own }: ProfileWorksProps) {
  if (works.length === 0) {
    return (
      <EmptyState
        className={page.notice}
        title="No works yet"
        text={
          own
            ? 'Show the projects you built, designed or supplied: add them on Edit profile.'
            : `${name} has not listed any works yet.`
        }
        action={
          own ? (
            <Link to={EDIT_PROFILE_PATH} className={styles.linkButton}>
              Add works
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul className={styles.works} aria-label="Works">
      {works.map((work, index) => (
        <li key={`${index}-${work.title}`} className={styles.work}>
          {work.image ? (
            <img src={fileUrl(work.image)} alt="" className={styles.workImage} loading="lazy" />
          ) : null}
          <div className={styles.workText}>
            <h2 className={styles.workTitle}>{work.title}</h2>
            {work.year ? <p className={styles.muted}>{work.year}</p> : null}
            {work.description ? <p className={styles.bio}>{work.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
