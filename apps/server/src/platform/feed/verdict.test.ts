// verdict(): the in-memory forms of the read rules, case by case, on hand-made hydrated data.
import { describe, expect, it } from 'vitest';
import type { ChannelRow, GroupRow, PostRow, UserRow } from '../db/tables';
import type { Hydrated, ViewerMarks } from './hydrate';
import { verdict, type Verdict } from './read-rules';
import type { ReadPlace, Viewer } from './viewer';

const ME = 'me';
const ANA = 'ana';

function post(overrides: Partial<PostRow> = {}): PostRow {
  return {
    id: 'p1',
    author_id: ANA,
    kind: 'post',
    title: null,
    text: '<p>Pouring <strong>concrete</strong> at the <a href="x">site</a></p>',
    plain_text: '',
    category: 'general',
    tags: [],
    media: [],
    link: null,
    poll: null,
    reply_to_id: null,
    root_id: null,
    repost_of_id: null,
    reply_policy: 'everyone',
    premium: false,
    width: null,
    height: null,
    likes_count: 0,
    reaction_counts: {},
    replies_count: 0,
    repost_count: 0,
    impressions_count: 0,
    language: null,
    created_at: new Date(),
    edited_at: null,
    deleted_at: null,
    group_id: null,
    hidden_in_group: false,
    rss_source_id: null,
    rss_key: null,
    timeline_pending: false,
    channel_id: null,
    ...overrides,
  };
}

type Marks = Partial<{ [K in keyof ViewerMarks]: string[] }>;

function hydrated(
  posts: PostRow[],
  marks: Marks = {},
  extra: {
    groups?: Array<Pick<GroupRow, 'id' | 'type'>>;
    channels?: Array<Pick<ChannelRow, 'id' | 'type'>>;
    closedProfile?: boolean;
    /** The authors sleep (hibernation, issue 22). */
    asleep?: boolean;
  } = {},
): Hydrated {
  const set = (k: keyof ViewerMarks) => new Set(marks[k] ?? []);
  return {
    posts: new Map(posts.map((p) => [p.id, p])),
    authors: new Map(
      [ANA, ME].map((id) => [
        id,
        {
          id,
          profile_opened: !(extra.closedProfile ?? false),
          hibernated_at: extra.asleep ? new Date() : null,
          deleted_at: null,
        } as UserRow,
      ]),
    ),
    groups: new Map((extra.groups ?? []).map((g) => [g.id, g as GroupRow])),
    channels: new Map((extra.channels ?? []).map((c) => [c.id, c as ChannelRow])),
    marks: {
      reactions: new Map(),
      bookmarks: set('bookmarks'),
      reposts: set('reposts'),
      replied: set('replied'),
      votes: new Map(),
      mutedThreads: set('mutedThreads'),
      blocked: set('blocked'),
      muted: set('muted'),
      following: set('following'),
      followedBy: set('followedBy'),
      mentionedIn: set('mentionedIn'),
      groupMember: set('groupMember'),
      channelFollowing: set('channelFollowing'),
      premiumOpen: set('premiumOpen'),
    },
    tallies: new Map(),
  };
}

const me = (over: Partial<Viewer> = {}): Viewer => ({
  id: ME,
  muteWords: [],
  muteCategories: [],
  ...over,
});
const original = post({ id: 'o1', text: '<p>Original</p>' });

const cases: Array<{
  name: string;
  post: PostRow;
  viewer: Viewer | null;
  place: ReadPlace;
  data: Hydrated;
  expected: Verdict;
}> = [
  {
    name: 'a plain post shows',
    post: post(),
    viewer: me(),
    place: 'home',
    data: hydrated([post()]),
    expected: 'show',
  },
  {
    name: 'a hibernated author’s post hides everywhere',
    post: post(),
    viewer: me(),
    place: 'post',
    data: hydrated([], {}, { asleep: true }),
    expected: 'hide',
  },
  {
    name: 'a deleted post hides, even to its author',
    post: post({ deleted_at: new Date(), author_id: ME }),
    viewer: me(),
    place: 'post',
    data: hydrated([]),
    expected: 'hide',
  },
  {
    name: 'a post by someone blocked either way hides everywhere',
    post: post(),
    viewer: me(),
    place: 'post',
    data: hydrated([], { blocked: [ANA] }),
    expected: 'hide',
  },
  {
    name: 'a muted person hides from feeds',
    post: post(),
    viewer: me(),
    place: 'home',
    data: hydrated([], { muted: [ANA] }),
    expected: 'hide',
  },
  {
    name: 'a muted person still shows on their profile',
    post: post(),
    viewer: me(),
    place: 'profile',
    data: hydrated([], { muted: [ANA] }),
    expected: 'show',
  },
  {
    name: 'a muted thread hides its replies from feeds',
    post: post({ root_id: 'r' }),
    viewer: me(),
    place: 'local',
    data: hydrated([], { mutedThreads: ['r'] }),
    expected: 'hide',
  },
  {
    name: 'a muted word in the visible text hides from feeds, any case',
    post: post(),
    viewer: me({ muteWords: [' CONCRETE '] }),
    place: 'home',
    data: hydrated([]),
    expected: 'hide',
  },
  {
    name: 'a muted word found only in the markup does not hide',
    post: post(),
    viewer: me({ muteWords: ['strong', 'href'] }),
    place: 'home',
    data: hydrated([]),
    expected: 'show',
  },
  {
    name: 'a muted word in the title hides',
    post: post({ title: 'Crane day' }),
    viewer: me({ muteWords: ['crane'] }),
    place: 'search',
    data: hydrated([]),
    expected: 'hide',
  },
  {
    name: 'a muted word does not hide the viewer’s own post',
    post: post({ author_id: ME }),
    viewer: me({ muteWords: ['concrete'] }),
    place: 'home',
    data: hydrated([]),
    expected: 'show',
  },
  {
    name: 'a muted category hides from feeds',
    post: post({ category: 'news' }),
    viewer: me({ muteCategories: ['news'] }),
    place: 'list',
    data: hydrated([]),
    expected: 'hide',
  },
  {
    name: 'a muted category still shows on a post page',
    post: post({ category: 'news' }),
    viewer: me({ muteCategories: ['news'] }),
    place: 'post',
    data: hydrated([]),
    expected: 'show',
  },
  {
    name: 'a private group hides from non-members, its author included',
    post: post({ group_id: 'g', author_id: ME }),
    viewer: me(),
    place: 'profile',
    data: hydrated([], {}, { groups: [{ id: 'g', type: 'private' }] }),
    expected: 'hide',
  },
  {
    name: 'a private group shows to members',
    post: post({ group_id: 'g' }),
    viewer: me(),
    place: 'group',
    data: hydrated([], { groupMember: ['g'] }, { groups: [{ id: 'g', type: 'private' }] }),
    expected: 'show',
  },
  {
    name: 'a closed group hides from visitors',
    post: post({ group_id: 'g' }),
    viewer: null,
    place: 'public',
    data: hydrated([], {}, { groups: [{ id: 'g', type: 'closed' }] }),
    expected: 'hide',
  },
  {
    name: 'a closed group shows to the signed-in',
    post: post({ group_id: 'g' }),
    viewer: me(),
    place: 'local',
    data: hydrated([], {}, { groups: [{ id: 'g', type: 'closed' }] }),
    expected: 'show',
  },
  {
    name: 'hidden in the group after a report: hidden from others',
    post: post({ group_id: 'g', hidden_in_group: true }),
    viewer: me(),
    place: 'group',
    data: hydrated([], {}, { groups: [{ id: 'g', type: 'open' }] }),
    expected: 'hide',
  },
  {
    name: 'hidden in the group after a report: its author still sees it',
    post: post({ group_id: 'g', hidden_in_group: true, author_id: ME }),
    viewer: me(),
    place: 'group',
    data: hydrated([], {}, { groups: [{ id: 'g', type: 'open' }] }),
    expected: 'show',
  },
  {
    name: 'a private channel is not listed where anyone browses',
    post: post({ channel_id: 'c' }),
    viewer: me(),
    place: 'local',
    data: hydrated([], { channelFollowing: ['c'] }, { channels: [{ id: 'c', type: 'private' }] }),
    expected: 'hide',
  },
  {
    name: 'a private channel shows on its page',
    post: post({ channel_id: 'c' }),
    viewer: me(),
    place: 'channel',
    data: hydrated([], {}, { channels: [{ id: 'c', type: 'private' }] }),
    expected: 'show',
  },
  {
    name: 'a private channel shows in the home feed of its followers only',
    post: post({ channel_id: 'c' }),
    viewer: me(),
    place: 'home',
    data: hydrated([], {}, { channels: [{ id: 'c', type: 'private' }] }),
    expected: 'hide',
  },
  {
    name: 'a premium post is locked for others signed in',
    post: post({ premium: true }),
    viewer: me(),
    place: 'profile',
    data: hydrated([]),
    expected: 'locked',
  },
  {
    name: 'a premium post hides from visitors',
    post: post({ premium: true }),
    viewer: null,
    place: 'public',
    data: hydrated([]),
    expected: 'hide',
  },
  {
    name: 'a premium post shows in full to a reader whose active subscription opens it',
    post: post({ premium: true }),
    viewer: me(),
    place: 'home',
    data: hydrated([], { premiumOpen: ['p1'] }),
    expected: 'show',
  },
  {
    name: 'a premium post the reader may not open stays out of search',
    post: post({ premium: true }),
    viewer: me(),
    place: 'search',
    data: hydrated([]),
    expected: 'hide',
  },
  {
    name: 'a premium post a subscription opens is found by search',
    post: post({ premium: true }),
    viewer: me(),
    place: 'search',
    data: hydrated([], { premiumOpen: ['p1'] }),
    expected: 'show',
  },
  {
    name: 'a premium post shows in full to its author',
    post: post({ premium: true, author_id: ME }),
    viewer: me(),
    place: 'profile',
    data: hydrated([]),
    expected: 'show',
  },
  {
    name: 'a closed profile hides its posts from visitors',
    post: post(),
    viewer: null,
    place: 'public',
    data: hydrated([], {}, { closedProfile: true }),
    expected: 'hide',
  },
  {
    name: 'a pure repost of an original by someone blocked hides',
    post: post({ id: 'r1', author_id: 'bob', text: '', repost_of_id: 'o1' }),
    viewer: me(),
    place: 'home',
    data: hydrated([original], { blocked: [ANA] }),
    expected: 'hide',
  },
  {
    name: 'a pure repost of a visible original shows',
    post: post({ id: 'r1', author_id: 'bob', text: '', repost_of_id: 'o1' }),
    viewer: me(),
    place: 'home',
    data: hydrated([original]),
    expected: 'show',
  },
  {
    name: 'a pure repost of a deleted original hides',
    post: post({ id: 'r1', text: '<p> </p>', repost_of_id: 'o1' }),
    viewer: me(),
    place: 'home',
    data: hydrated([{ ...original, deleted_at: new Date() }]),
    expected: 'hide',
  },
  {
    name: 'a repost with media of a deleted original still shows',
    post: post({
      id: 'r1',
      text: '',
      media: [{ type: 'image', url: 'x' } as never],
      repost_of_id: 'o1',
    }),
    viewer: me(),
    place: 'home',
    data: hydrated([{ ...original, deleted_at: new Date() }]),
    expected: 'show',
  },
  {
    name: 'a pure repost of an original with a muted word still shows (originals are judged as opened)',
    post: post({ id: 'r1', text: '', repost_of_id: 'o1' }),
    viewer: me({ muteWords: ['original'] }),
    place: 'home',
    data: hydrated([original]),
    expected: 'show',
  },
];

describe('verdict', () => {
  it.each(cases)('$name', ({ post: row, viewer, place, data, expected }) => {
    expect(verdict(row, viewer, place, data)).toBe(expected);
  });
});
