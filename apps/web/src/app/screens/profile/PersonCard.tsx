import { Link } from 'react-router';
import { Avatar } from '@trestle/ui';
import { fileUrl, profilePath } from '../../posts/files';
import { FollowButton } from './FollowButton';
import type { UserSummary } from './types';
import styles from './Profile.module.css';

export interface PersonCardProps {
  person: UserSummary;
  /** The signed-in person (no follow button on oneself). */
  meId: string | undefined;
  onChange: (person: UserSummary) => void;
}

/** A person in a list: avatar, names linking to the profile, and Follow. */
export function PersonCard({ person, meId, onChange }: PersonCardProps) {
  const name = person.general.displayName || person.username;
  return (
    <article className={styles.person} aria-label={name}>
      <Avatar
        name={name}
        src={person.general.avatar ? fileUrl(person.general.avatar) : null}
        size="md"
      />
      <div className={styles.personText}>
        <Link to={profilePath(person.username)} className={styles.personName}>
          {name}
        </Link>
        <span className={styles.username}>@{person.username}</span>
      </div>
      {person.id !== meId ? (
        <FollowButton
          size="sm"
          personId={person.id}
          name={`@${person.username}`}
          following={person.followedByMe ?? false}
          onChange={(following) => onChange({ ...person, followedByMe: following })}
        />
      ) : null}
    </article>
  );
}
