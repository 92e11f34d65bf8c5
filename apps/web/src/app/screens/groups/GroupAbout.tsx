import { Link } from 'react-router';
import {
  GROUP_TYPE_HINTS,
  GROUP_TYPE_LABELS,
  POST_CATEGORY_LABELS,
  formatFullTime,
} from '@trestle/core';
import { profilePath } from '../../posts/files';
import type { Group } from './types';
import styles from './Groups.module.css';

/** What the group is: its description, category, type, owner and age. */
export function GroupAbout({ group }: { group: Group }) {
  const owner = group.owner.general.displayName || group.owner.username;
  return (
    <section className={styles.section} aria-label={`About ${group.title}`}>
      {group.description ? (
        <p className={styles.text}>{group.description}</p>
      ) : (
        <p className={styles.muted}>This group has no description yet.</p>
      )}
      <dl className={styles.facts}>
        <dt>Type</dt>
        <dd>
          {GROUP_TYPE_LABELS[group.type]}: {GROUP_TYPE_HINTS[group.type]}
        </dd>
        <dt>Category</dt>
        <dd>{group.category ? POST_CATEGORY_LABELS[group.category] : 'None'}</dd>
        <dt>Owner</dt>
        <dd>
          <Link to={profilePath(group.owner.username)}>{owner}</Link>
        </dd>
        <dt>Created</dt>
        <dd>{formatFullTime(group.createdAt)}</dd>
      </dl>
    </section>
  );
}
