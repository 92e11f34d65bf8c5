// A hydrated post row as the contract's Post schema, with its nested repost and parent.
import type { components } from '@trestle/openapi/types';
import type { ChannelRow, PostRow, UserRow } from '../db/tables';
import { reactionCountsOf, type Hydrated } from './hydrate';
import type { Verdicts } from './verdicts';
import type { Viewer } from './viewer';

type Post = components['schemas']['Post'];
type UserSummary = components['schemas']['UserSummary'];
type ChannelRef = components['schemas']['PostChannelRef'];

/** The columns of a person a summary is made of (feed hydration reads only these and a few more). */
export type SummarisedUser = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'general'
  | 'display_name'
  | 'account_type'
  | 'followers_count'
  | 'following_count'
  | 'profile'
>;

/** The first trade or profession a person lists, or null. */
function headlineOf(user: SummarisedUser): string | null {
  const professions = (user.profile as { profession?: unknown }).profession;
  const first: unknown = Array.isArray(professions) ? professions[0] : undefined;
  const title = (first as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title.trim() !== '' ? title : null;
}

export function presentUserSummary(user: SummarisedUser, followedByMe?: boolean): UserSummary {
  const general = user.general as Partial<UserSummary['general']>;
  return {
    profession: headlineOf(user),
    id: user.id,
    username: user.username,
    general: { ...general, displayName: user.display_name },
    accountType: user.account_type,
    followersCount: user.followers_count,
    followingCount: user.following_count,
    ...(followedByMe === undefined ? {} : { followedByMe }),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The group a post was made in, as the post shows it (the rules already hid what must be). */
function groupRef(row: PostRow, data: Hydrated): Post['group'] {
  const group = row.group_id ? data.groups.get(row.group_id) : undefined;
  if (!group) return null;
  return {
    id: group.id,
    name: group.name,
    title: group.title,
    type: group.type,
    privateGroup: group.type === 'private' && !data.marks.groupMember.has(group.id),
    avatar: group.avatar,
    category: group.category,
    membersCount: group.members_count,
  };
}

/** A channel as a post and a list of channels show it (PostChannelRef). */
export function presentChannelRef(channel: ChannelRow): ChannelRef {
  return {
    id: channel.id,
    name: channel.name,
    title: channel.title,
    description: channel.description,
    background_image: channel.background_image,
    category: channel.category,
    type: channel.type,
    followersCount: channel.followers_count,
  };
}

/** The channel a post was made in, as the post shows it. */
function channelRef(row: PostRow, data: Hydrated): Post['channel'] {
  const channel = row.channel_id ? data.channels.get(row.channel_id) : undefined;
  return channel ? presentChannelRef(channel) : null;
}

/** The author's reply policy for this viewer (the same rule the reply operation enforces). */
function canReply(row: PostRow, viewer: Viewer | null, data: Hydrated): boolean {
  if (!viewer) return false;
  if (viewer.id === row.author_id) return true;
  if (data.marks.blocked.has(row.author_id)) return false;
  switch (row.reply_policy) {
    case 'everyone':
      return true;
    case 'nobody':
      return false;
    case 'following':
      return data.marks.followedBy.has(row.author_id);
    case 'mentioned':
      return data.marks.mentionedIn.has(row.id);
  }
}

/** A post as the viewer sees it, by the verdicts already reached (null: hidden). */
export function presentPost(
  row: PostRow,
  viewer: Viewer | null,
  data: Hydrated,
  verdicts: Verdicts,
  depth = 0,
): Post | null {
  const seen = (depth === 0 ? verdicts.top : verdicts.nested).get(row.id) ?? 'hide';
  const author = data.authors.get(row.author_id);
  if (seen === 'hide' || !author) return null;
  const locked = seen === 'locked';
  const marks = data.marks;
  const nested = (id: string | null) => {
    if (!id || depth > 0) return null;
    const inner = data.posts.get(id);
    // A nested post the viewer may not see becomes null (a pure repost of it is already hidden).
    return inner ? presentPost(inner, viewer, data, verdicts, depth + 1) : null;
  };
  const repost = nested(row.repost_of_id);
  const reaction = marks.reactions.get(row.id);
  const tally = data.tallies.get(row.id);
  const closed = row.poll?.endsAt ? new Date(row.poll.endsAt).getTime() <= Date.now() : false;
  const voted = marks.votes.get(row.id);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    text: locked ? '' : row.text,
    category: row.category,
    tags: row.tags,
    media: locked ? [] : row.media,
    link: locked ? null : row.link,
    poll:
      row.poll && !locked
        ? { choices: row.poll.choices.map((text) => ({ text })), endsAt: row.poll.endsAt, closed }
        : null,
    poll_result:
      row.poll &&
      tally &&
      !locked &&
      (voted !== undefined || closed || viewer?.id === row.author_id)
        ? { counts: tally, total: tally.reduce((a, b) => a + b, 0), votedChoice: voted ?? null }
        : null,
    user: presentUserSummary(author, viewer ? marks.following.has(author.id) : undefined),
    group: groupRef(row, data),
    channel: channelRef(row, data),
    repost,
    reply: nested(row.reply_to_id),
    likes_count: row.likes_count,
    liked_by_user: reaction ? { reaction: { type: reaction.type, smile: reaction.smile } } : null,
    bookmarked_by_user: marks.bookmarks.has(row.id),
    reposted_by_user: marks.reposts.has(row.id),
    repost_count: row.repost_count,
    replies_count: row.replies_count,
    language: locked ? null : row.language,
    replied_by_user: marks.replied.has(row.id),
    height: row.height,
    width: row.width,
    premium: row.premium,
    locked,
    pinned: author.pinned_post_id === row.id,
    muted_by_user:
      marks.mutedThreads.has(row.id) ||
      (row.root_id !== null && marks.mutedThreads.has(row.root_id)),
    replyPolicy: row.reply_policy,
    can_reply: canReply(row, viewer, data),
    reactions_count: reactionCountsOf(row.reaction_counts),
    impressions_count: row.impressions_count,
    createdAt: iso(row.created_at),
    editedAt: row.edited_at ? iso(row.edited_at) : null,
  };
}
