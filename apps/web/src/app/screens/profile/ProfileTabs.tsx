import { useCallback, useEffect, useState } from 'react';
import { type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { ChoiceChips, EmptyState, Tabs } from '@trestle/ui';
import { PostList } from '../../posts/PostList';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import { ProfileGallery } from './ProfileGallery';
import { ProfileChannels } from './ProfileChannels';
import { ProfileGroups } from './ProfileGroups';
import { ProfileShorts } from './ProfileShorts';
import { ProfileWorks } from './ProfileWorks';
import type { FeedSubType, FeedType, ProfileItem, ReactionType } from './types';
import page from '../Page.module.css';
import styles from './Profile.module.css';

/** Page size of the profile tabs (spec section 9: profile newsfeed limit 10). */
export const PROFILE_PAGE_SIZE = 10;

/** The tabs that list posts; Works and Gallery show what the profile holds. */
type FeedTab = 'posts' | 'replies' | 'media' | 'reposts' | 'reactions' | 'blogs' | 'polls';
export type ProfileTab = FeedTab | 'works' | 'gallery' | 'shorts' | 'groups' | 'channels';

const TABS: { value: ProfileTab; label: string }[] = [
  { value: 'posts', label: 'Posts' },
  { value: 'works', label: 'Works' },
  { value: 'gallery', label: 'Gallery' },
  { value: 'replies', label: 'Replies' },
  { value: 'media', label: 'Media' },
  { value: 'shorts', label: 'Shorts' },
  { value: 'reposts', label: 'Reposts' },
  { value: 'reactions', label: 'Reactions' },
  { value: 'blogs', label: 'Blogs' },
  { value: 'polls', label: 'Polls' },
  { value: 'groups', label: 'Groups' },
  { value: 'channels', label: 'Channels' },
];

const FEED_TYPES: Record<Exclude<FeedTab, 'reactions'>, FeedType> = {
  posts: 'content',
  replies: 'replies',
  media: 'media',
  reposts: 'reposts',
  blogs: 'blogs',
  polls: 'polls',
};

const MEDIA_FILTERS: { value: '' | FeedSubType; label: string }[] = [
  { value: '', label: 'All media' },
  { value: 'images', label: 'Images' },
  { value: 'videos', label: 'Videos' },
  { value: 'gifs', label: 'GIFs' },
  { value: 'audio', label: 'Audio' },
];

const REACTION_FILTERS: { value: '' | ReactionType; label: string }[] = [
  { value: '', label: 'All reactions' },
  { value: 'like', label: 'Like' },
  { value: 'dislike', label: 'Dislike' },
  { value: 'happy', label: 'Happy' },
  { value: 'sad', label: 'Sad' },
  { value: 'love', label: 'Love' },
  { value: 'hate', label: 'Hate' },
];

function emptyText(tab: FeedTab, name: string, own: boolean): { title: string; text: string } {
  const who = own ? 'You have' : `${name} has`;
  switch (tab) {
    case 'posts':
      return { title: 'No posts yet', text: `${who} not posted anything yet.` };
    case 'replies':
      return { title: 'No replies yet', text: `${who} not replied to anyone yet.` };
    case 'media':
      return { title: 'No media yet', text: `Photos, videos, GIFs and audio posted show here.` };
    case 'reposts':
      return { title: 'No reposts yet', text: `${who} not reposted or quoted anything yet.` };
    case 'reactions':
      return {
        title: 'No reactions yet',
        text: `Posts ${own ? 'you react' : `${name} reacts`} to show here.`,
      };
    case 'blogs':
      return { title: 'No blogs yet', text: `${who} not written a blog post yet.` };
    case 'polls':
      return { title: 'No polls yet', text: `${who} not asked a poll yet.` };
  }
}

export interface ProfileTabsProps {
  personId: string;
  /** The person's display name, for the empty states. */
  name: string;
  own: boolean;
  works: ProfileItem['works'];
  gallery: ProfileItem['gallery'];
}

/**
 * The profile's tabs: the post tabs, each paged by core's paging machine (media and reactions
 * filtered), the person's works and gallery, their shorts, and their groups and channels.
 */
export function ProfileTabs({ personId, name, own, works, gallery }: ProfileTabsProps) {
  const [tab, setTab] = useState<ProfileTab>('posts');
  return (
    <Tabs label="Profile" items={TABS} value={tab} onChange={setTab} className={styles.tabs}>
      <div className={page.panel}>
        {tab === 'works' ? (
          <ProfileWorks works={works} name={name} own={own} />
        ) : tab === 'gallery' ? (
          <ProfileGallery gallery={gallery} name={name} own={own} />
        ) : tab === 'shorts' ? (
          <ProfileShorts personId={personId} name={name} own={own} pageSize={PROFILE_PAGE_SIZE} />
        ) : tab === 'groups' ? (
          <ProfileGroups personId={personId} name={name} own={own} />
        ) : tab === 'channels' ? (
          <ProfileChannels personId={personId} name={name} own={own} />
        ) : (
          <ProfileFeed tab={tab} personId={personId} name={name} own={own} />
        )}
      </div>
    </Tabs>
  );
}

/** One post tab's list; it stays mounted while the person moves between post tabs. */
function ProfileFeed({
  tab,
  personId,
  name,
  own,
}: {
  tab: FeedTab;
  personId: string;
  name: string;
  own: boolean;
}) {
  const services = useServices();
  const [media, setMedia] = useState<'' | FeedSubType>('');
  const [reaction, setReaction] = useState<'' | ReactionType>('');

  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) => {
      const path = { id: personId };
      if (tab === 'reactions') {
        return unwrap(
          services.client.api.GET('/user/likes/{id}', {
            params: { path, query: { skip, limit, ...(reaction ? { type: reaction } : {}) } },
          }),
        );
      }
      const subType = tab === 'media' && media ? { subType: media } : {};
      return unwrap(
        services.client.api.GET('/user/newsfeed/{id}', {
          params: { path, query: { type: FEED_TYPES[tab], skip, limit, ...subType } },
        }),
      );
    },
    [services, personId, tab, media, reaction],
  );
  const list = usePagedPosts(fetchPage, PROFILE_PAGE_SIZE);
  const { load } = list;
  useEffect(() => load(), [load, fetchPage]);

  const label = TABS.find((t) => t.value === tab)?.label ?? 'Posts';
  const empty = emptyText(tab, name, own);
  return (
    <>
      {tab === 'media' ? (
        <ChoiceChips label="Media kind" options={MEDIA_FILTERS} value={media} onChange={setMedia} />
      ) : null}
      {tab === 'reactions' ? (
        <ChoiceChips
          label="Reaction"
          options={REACTION_FILTERS}
          value={reaction}
          onChange={setReaction}
        />
      ) : null}
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        <PostList
          list={list}
          label={label}
          empty={<EmptyState className={page.notice} title={empty.title} text={empty.text} />}
        />
      </div>
    </>
  );
}
