import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatCompactNumber,
  GROUP_TYPE_LABELS,
  pluralize,
  POST_CATEGORY_LABELS,
} from '@trestle/core';
import { Avatar, Badge } from '@trestle/ui';
import { fileUrl, groupPath } from '../../posts/files';
import type { GroupRef } from './types';
import styles from './Groups.module.css';

export interface GroupCardProps {
  group: Pick<GroupRef, 'id' | 'name' | 'title' | 'type' | 'avatar' | 'category' | 'membersCount'>;
  /** A word after the type, e.g. the person's role ("Owner"). */
  note?: string | undefined;
  /** Buttons at the end of the row. */
  children?: ReactNode;
}

/** A group in a list: avatar, title linking to its page, name, type, category and members. */
export function GroupCard({ group, note, children }: GroupCardProps) {
  const members = group.membersCount ?? 0;
  return (
    <article className={styles.row} aria-label={group.title}>
      <Avatar name={group.title} src={group.avatar ? fileUrl(group.avatar) : null} size="md" />
      <div className={styles.rowText}>
        <h3 className={styles.rowTitle}>
          <Link to={groupPath(group.id)}>{group.title}</Link>
        </h3>
        <p className={styles.muted}>
          {group.name} · {formatCompactNumber(members)} {pluralize(members, 'member')}
          {group.category ? ` · ${POST_CATEGORY_LABELS[group.category]}` : ''}
        </p>
      </div>
      <Badge tone={group.type === 'open' ? 'success' : 'neutral'}>
        {GROUP_TYPE_LABELS[group.type]}
      </Badge>
      {note ? <Badge tone="info">{note}</Badge> : null}
      {children}
    </article>
  );
}
