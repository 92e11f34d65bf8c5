import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GROUP_ROLE_LABELS } from '@trestle/core';
import { Avatar, Badge } from '@trestle/ui';
import { fileUrl, profilePath } from '../../posts/files';
import type { GroupMember } from './types';
import styles from './Groups.module.css';

/** A person of the group: avatar, name linking to the profile, role, and the tools given. */
export function MemberRow({ member, children }: { member: GroupMember; children?: ReactNode }) {
  const { user } = member;
  const name = user.general.displayName || user.username;
  return (
    <article className={styles.row} aria-label={name}>
      <Avatar
        name={name}
        src={user.general.avatar ? fileUrl(user.general.avatar) : null}
        size="md"
      />
      <div className={styles.rowText}>
        <Link to={profilePath(user.username)} className={styles.rowTitle}>
          {name}
        </Link>
        <span className={styles.muted}>@{user.username}</span>
      </div>
      {member.status === 'active' && member.role !== 'member' ? (
        <Badge tone="info">{GROUP_ROLE_LABELS[member.role]}</Badge>
      ) : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </article>
  );
}
