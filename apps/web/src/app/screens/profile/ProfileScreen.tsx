import { Link } from 'react-router';
import { Button, EmptyState, LoadError, Spinner } from '@trestle/ui';
import { PostCard } from '../../posts/PostCard';
import { useAuthUser } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { ProfileHeader } from './ProfileHeader';
import { ProfileTabs } from './ProfileTabs';
import { ProfileLevels } from '../subscriptions/ProfileLevels';
import { useProfile } from './use-profile';
import { applyRelationship, useRelationship } from './use-relationship';
import type { ProfileItem } from './types';
import page from '../Page.module.css';
import styles from './Profile.module.css';

/** A person's profile page by username; the own one gets "Edit profile" instead of follow. */
export function ProfileScreen({ username }: { username: string }) {
  const me = useAuthUser();
  const { state, reload, update } = useProfile(username);
  usePageTitle(state.status === 'loaded' ? `@${state.profile.username}` : 'Profile');

  if (state.status === 'loading') {
    return (
      <div className={styles.loading} role="status">
        <Spinner />
        <span>Loading the profile…</span>
      </div>
    );
  }
  if (state.status === 'missing') return <ProfileUnavailable />;
  if (state.status === 'failed') {
    return (
      <LoadError title="The profile could not be loaded" text={state.message} onRetry={reload} />
    );
  }
  const profile = state.profile;
  const own = me?.id === profile.id;
  const name = profile.general.displayName || profile.username;
  return (
    <div className={page.page}>
      <ProfileHeader profile={profile} own={own} onChange={update} />
      {profile.blockedByMe ? (
        <BlockedNotice profile={profile} onChange={update} />
      ) : (
        <>
          {profile.pinnedPost ? (
            <section aria-labelledby="pinned-heading" className={styles.pinned}>
              <h2 id="pinned-heading" className={styles.sectionTitle}>
                Pinned post
              </h2>
              <PostCard
                post={profile.pinnedPost}
                onChange={(post) => update((p) => ({ ...p, pinnedPost: post }))}
                onRemove={() => update((p) => ({ ...p, pinnedPost: null }))}
              />
            </section>
          ) : null}
          <ProfileLevels profile={profile} own={own} onChange={update} />
          <ProfileTabs
            key={profile.id}
            personId={profile.id}
            name={name}
            own={own}
            works={profile.works}
            gallery={profile.gallery}
          />
        </>
      )}
    </div>
  );
}

/** Someone the caller blocked: no posts, and the way to lift the block. */
function BlockedNotice({
  profile,
  onChange,
}: {
  profile: ProfileItem;
  onChange: (change: (profile: ProfileItem) => ProfileItem) => void;
}) {
  const { busy, run } = useRelationship(profile.id);
  async function unblock() {
    if (await run('unblock')) onChange((p) => applyRelationship(p, 'unblock'));
  }
  return (
    <EmptyState
      className={page.notice}
      headingLevel={2}
      title={`You blocked @${profile.username}`}
      text="You don’t see each other’s posts. Unblock to see their posts again (follows removed by the block are not restored)."
      action={
        <Button variant="secondary" loading={busy !== null} onClick={() => void unblock()}>
          Unblock @{profile.username}
        </Button>
      }
    />
  );
}

/** 404: no such person, or they are not visible to the caller (the server does not say which). */
export function ProfileUnavailable() {
  usePageTitle('Profile not available');
  return (
    <div className={page.page}>
      <h1 className={page.title}>Profile</h1>
      <EmptyState
        className={page.notice}
        headingLevel={2}
        title="This profile isn’t available"
        text="The account may not exist, or its owner limits who can see it."
        action={
          <Link to="/" className={styles.textLink}>
            Back to the home feed
          </Link>
        }
      />
    </div>
  );
}
