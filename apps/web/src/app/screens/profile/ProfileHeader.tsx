import { pluralize } from '@trestle/core';
import { Link } from 'react-router';
import { Avatar, Button } from '@trestle/ui';
import { PostMenu, type PostMenuItem } from '../../posts/PostMenu';
import { fileUrl } from '../../posts/files';
import { useServices } from '../../services-context';
import { AddToListDialog } from '../lists/AddToListDialog';
import { BlockDialog } from './BlockDialog';
import { FollowButton } from './FollowButton';
import { EDIT_PROFILE_PATH, followersPath, followingPath } from './paths';
import type { ProfileItem } from './types';
import { applyRelationship, useRelationship } from './use-relationship';
import styles from './Profile.module.css';

const BUSINESS_LABELS: Record<string, string> = {
  general_contractor: 'General contractor',
  specialty_contractor: 'Specialty contractor',
  designer: 'Designer',
  supplier: 'Supplier',
  manufacturer: 'Manufacturer',
};

export interface ProfileHeaderProps {
  profile: ProfileItem;
  /** The profile is the signed-in person's own. */
  own: boolean;
  onChange: (change: (profile: ProfileItem) => ProfileItem) => void;
}

/** Cover, avatar, names, trades, company, place, links, counts and what one can do here. */
export function ProfileHeader({ profile, own, onChange }: ProfileHeaderProps) {
  const { general } = profile;
  const name = general.displayName || profile.username;
  const professions = profile.profession.map((p) => p.title).filter(Boolean);
  const company = profile.company;
  return (
    <header className={styles.header}>
      <div className={styles.cover}>
        {general.cover ? (
          <img src={fileUrl(general.cover)} alt="" className={styles.coverImage} />
        ) : null}
      </div>
      <div className={styles.identity}>
        <Avatar
          name={name}
          src={general.avatar ? fileUrl(general.avatar) : null}
          size="xl"
          className={styles.avatar}
        />
        <div className={styles.actions}>
          {own ? (
            <Link to={EDIT_PROFILE_PATH} className={styles.linkButton}>
              Edit profile
            </Link>
          ) : (
            <OtherActions profile={profile} onChange={onChange} />
          )}
        </div>
      </div>
      <div className={styles.details}>
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.username}>@{profile.username}</p>
        {profile.followsMe ? <p className={styles.badge}>Follows you</p> : null}
        {professions.length > 0 ? (
          <p className={styles.professions}>{professions.join(' · ')}</p>
        ) : null}
        {company ? (
          <p className={styles.meta}>
            <span className={styles.metaLabel}>Company: </span>
            {company.name}
            {company.businessType ? ` · ${BUSINESS_LABELS[company.businessType] ?? ''}` : ''}
          </p>
        ) : null}
        {general.bio ? <p className={styles.bio}>{general.bio}</p> : null}
        {general.location ? (
          <p className={styles.meta}>
            <span className={styles.metaLabel}>Location: </span>
            {general.location}
          </p>
        ) : null}
        <Links profile={profile} />
        <ul className={styles.counts} aria-label="Counts">
          <li>
            <strong>{profile.postsCount ?? 0}</strong> {pluralize(profile.postsCount ?? 0, 'post')}
          </li>
          <li>
            <Link to={followersPath(profile.username)}>
              <strong>{profile.followersCount}</strong>{' '}
              {pluralize(profile.followersCount ?? 0, 'follower')}
            </Link>
          </li>
          <li>
            <Link to={followingPath(profile.username)}>
              <strong>{profile.followingCount}</strong> following
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}

function Links({ profile }: { profile: ProfileItem }) {
  const links = [
    ...(profile.general.website ? [{ url: profile.general.website, title: undefined }] : []),
    ...(profile.company?.website
      ? [{ url: profile.company.website, title: profile.company.name }]
      : []),
    ...profile.links,
  ].filter((link) => /^https?:\/\//i.test(link.url));
  if (links.length === 0) return null;
  return (
    <ul className={styles.links} aria-label="Links">
      {links.map((link) => (
        <li key={`${link.title ?? ''} ${link.url}`}>
          <a href={link.url} target="_blank" rel="noopener noreferrer nofollow ugc">
            {link.title || link.url.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
          </a>
        </li>
      ))}
    </ul>
  );
}

function OtherActions({
  profile,
  onChange,
}: {
  profile: ProfileItem;
  onChange: ProfileHeaderProps['onChange'];
}) {
  const services = useServices();
  const { busy, run } = useRelationship(profile.id);
  const handle = `@${profile.username}`;

  async function act(action: 'mute' | 'unmute' | 'unblock') {
    if (await run(action)) {
      onChange((p) => applyRelationship(p, action));
      services.notify(
        action === 'mute'
          ? `${handle} is muted: their posts leave your feeds.`
          : action === 'unmute'
            ? `${handle} is unmuted.`
            : `${handle} is unblocked.`,
        'success',
      );
    }
  }

  function confirmBlock() {
    const id = `block-${profile.id}`;
    services.modals.open({
      id,
      title: `Block ${handle}?`,
      content: (
        <BlockDialog
          handle={handle}
          onConfirm={async () => {
            const done = await run('block');
            if (done) onChange((p) => applyRelationship(p, 'block'));
            return done;
          }}
          onCancel={() => services.modals.close(id)}
        />
      ),
    });
  }

  if (profile.blockedByMe) {
    return (
      <Button variant="secondary" loading={busy === 'unblock'} onClick={() => void act('unblock')}>
        Unblock
      </Button>
    );
  }

  function openAddToList() {
    const id = `add-to-list-${profile.id}`;
    services.modals.open({
      id,
      title: `Add ${handle} to a list`,
      content: (
        <AddToListDialog
          personId={profile.id}
          handle={handle}
          onClose={() => services.modals.close(id)}
        />
      ),
    });
  }

  const menu: PostMenuItem[] = [
    { label: 'Add to list', onSelect: openAddToList },
    {
      label: profile.mutedByMe ? `Unmute ${handle}` : `Mute ${handle}`,
      onSelect: () => void act(profile.mutedByMe ? 'unmute' : 'mute'),
      disabled: busy !== null,
    },
    { label: `Block ${handle}`, onSelect: confirmBlock, danger: true, disabled: busy !== null },
  ];
  return (
    <>
      {profile.canMessage ? (
        <Link to={`/messages/${profile.id}`} className={styles.linkButton}>
          Message
        </Link>
      ) : null}
      <FollowButton
        personId={profile.id}
        name={handle}
        following={profile.followedByMe ?? false}
        onChange={(following) =>
          onChange((p) => applyRelationship(p, following ? 'follow' : 'unfollow'))
        }
      />
      <PostMenu label={`More actions for ${handle}`} items={menu} />
    </>
  );
}
