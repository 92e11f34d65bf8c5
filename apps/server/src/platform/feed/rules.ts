// The visibility rules every read path applies, in one place: deleted posts, blocks both ways,
// muted people, words and categories (feeds only), muted threads (feeds only), premium posts and
// closed profiles (visitors only), private groups (members only), closed groups (not for
// visitors), posts hidden from their group after a report, and private channels (never listed).
// A rule added here holds for feeds, profiles, threads, bookmarks and, later, search, groups and
// notifications at once.
import { stripTags } from '@trestle/core';
import type { PostRow } from '../db/tables';
import type { Hydrated } from './hydrate';
import { FEED_PLACES, type ReadPlace, type Viewer } from './viewer';

/** Where anyone may browse posts: a private channel's posts are never shown there. */
const BROWSED_PLACES: ReadonlySet<ReadPlace> = new Set([
  'local',
  'public',
  'profile',
  'search',
  'list',
]);

export type Verdict = 'show' | 'hide' | 'locked';

function hasMutedWord(post: PostRow, words: string[]): boolean {
  if (words.length === 0) return false;
  const text = `${post.title ?? ''} ${stripTags(post.text)}`.toLowerCase();
  return words.some((word) => word.trim() !== '' && text.includes(word.trim().toLowerCase()));
}

/** Whether the viewer sees this post here: in full, locked (premium), or not at all. */
export function verdict(
  post: PostRow,
  viewer: Viewer | null,
  place: ReadPlace,
  data: Hydrated,
): Verdict {
  if (post.deleted_at) return 'hide';
  const own = viewer?.id === post.author_id;
  if (post.group_id) {
    const group = data.groups.get(post.group_id);
    // A private group's posts are for its members only, wherever they are read: the author too
    // once they have left or been blocked.
    if (!group || (group.type === 'private' && !data.marks.groupMember.has(group.id))) {
      return 'hide';
    }
    // Visitors see posts of open groups only.
    if (place === 'public' && group.type !== 'open') return 'hide';
    // Hidden from the group after a report: only the author still sees it.
    if (post.hidden_in_group && !own) return 'hide';
  }
  // A private channel's posts are read through its address (its page, its followers' home feed,
  // the post itself), never listed where anyone may browse (local and visitor feeds, profiles,
  // search, lists of people).
  if (post.channel_id && !own && data.channels.get(post.channel_id)?.type === 'private') {
    if (BROWSED_PLACES.has(place)) return 'hide';
    if (place === 'home' && !data.marks.channelFollowing.has(post.channel_id)) return 'hide';
  }
  if (!own) {
    if (data.marks.blocked.has(post.author_id)) return 'hide';
    // A closed profile keeps its posts from visitors (POST /user/profile/open).
    if (place === 'public' && data.authors.get(post.author_id)?.profile_opened === false) {
      return 'hide';
    }
    if (FEED_PLACES.has(place) && viewer) {
      if (data.marks.muted.has(post.author_id)) return 'hide';
      if (viewer.muteCategories.includes(post.category)) return 'hide';
      if (hasMutedWord(post, viewer.muteWords)) return 'hide';
      const thread = data.marks.mutedThreads;
      if (thread.has(post.id) || (post.root_id && thread.has(post.root_id))) return 'hide';
    }
    // Premium posts are for the author's subscribers; subscriptions come with pro levels.
    if (post.premium) return place === 'public' ? 'hide' : 'locked';
  }
  return 'show';
}
