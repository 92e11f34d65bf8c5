// The queries whose SQL is kept in docs/sql for review: each feed, search and board list, built
// by the same function the server runs, with fixed sample parameters. A change to one of these
// queries shows as a diff of its .sql file (`pnpm --filter @trestle/server sql:snapshots`).
import type { Compilable } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { boardQueryFrom, searchBoardQuery, type BoardViewer } from '../../src/platform/board/index';
import type { Viewer } from '../../src/platform/feed/index';
import { hydrationSql } from '../../src/platform/feed/hydrate';
import { channelPostIdsQuery } from '../../src/modules/channels/repo';
import { directoryQuery } from '../../src/modules/directory/search';
import {
  advancedCandidatesQuery,
  advancedPostIdsQuery,
  mediaPostIdsQuery,
  searchPostIdsQuery,
  type AdvancedSearchQuery,
} from '../../src/modules/explore/repo';
import { groupPostIdsQuery } from '../../src/modules/groups/repo';
import { listFeedIdsQuery } from '../../src/modules/lists/repo';
import { feedPageQuery } from '../../src/modules/posts/repo/feed';
import { authorPostIdsQuery, searchPeopleQuery } from '../../src/modules/profile/repo';

export interface SnapshotQuery {
  /** The file name in docs/sql, without `.sql`. */
  name: string;
  /** What the query serves, written at the top of the file. */
  about: string;
  build(db: Db): Compilable<unknown>;
}

// Fixed ids, so the files change only when a query does.
const ME = '00000000-0000-7000-8000-000000000001';
const PERSON = '00000000-0000-7000-8000-000000000002';
const POST = '00000000-0000-7000-8000-000000000003';
const GROUP = '00000000-0000-7000-8000-000000000004';
const CHANNEL = '00000000-0000-7000-8000-000000000005';
const LIST = '00000000-0000-7000-8000-000000000006';

const PAGE = { skip: 0, limit: 10 };
/** A reader who muted a word and a category: the feeds' muting conditions show. */
/** The advanced search of both snapshots (every part of the query at once). */
const ADVANCED: AdvancedSearchQuery = {
  viewerId: ME,
  bucket: 'content',
  op: true,
  words: ['concrete'],
  phrases: ['slab on grade'],
  without: ['asphalt'],
  anyWords: [],
  fromIds: [ME],
  toIds: [ME],
  aboutIds: [ME],
  tags: ['formwork'],
  has: ['video'],
  categories: [],
  duration: 'any',
  before: '2026-02-01',
  after: '2026-01-01',
  chronology: 'recent',
  ...PAGE,
};

const viewer: Viewer = { id: ME, muteWords: ['spoiler'], muteCategories: ['news'] };
const boardViewer: BoardViewer = { id: ME, staff: false };

export const SNAPSHOT_QUERIES: SnapshotQuery[] = [
  {
    name: 'feed-hydrate',
    about:
      'Every feed after its page of ids: the posts, what they nest, authors, groups, channels, ' +
      "poll tallies and the viewer's marks, in one statement.",
    build: (db) => ({ compile: () => hydrationSql(ME, [POST]).compile(db) }),
  },
  {
    name: 'feed-home',
    about: 'The home feed (source following): a page of post ids, newest first.',
    build: (db) => feedPageQuery(db, { viewer, source: 'following' }, PAGE),
  },
  {
    name: 'feed-home-deep-page',
    about: 'The home feed past the first pages: keyset paging after a cursor.',
    build: (db) =>
      feedPageQuery(
        db,
        { viewer, source: 'following' },
        { ...PAGE, after: { createdAt: '2026-01-01T00:00:00.000000Z', id: POST } },
      ),
  },
  {
    name: 'feed-local',
    about: 'The local feed (everyone, for a signed-in reader) with a category filter.',
    build: (db) => feedPageQuery(db, { viewer, source: 'local', categories: ['business'] }, PAGE),
  },
  {
    name: 'feed-public',
    about: 'The public feed for visitors, with a search.',
    build: (db) => feedPageQuery(db, { viewer: null, source: 'public', search: 'concrete' }, PAGE),
  },
  {
    name: 'feed-profile',
    about: "A person's posts tab on their profile, as another person reads it.",
    build: (db) =>
      authorPostIdsQuery(db, {
        authorId: PERSON,
        bucket: 'content',
        op: false,
        pinnedId: POST,
        order: 'recent',
        viewerId: ME,
        ...PAGE,
      }),
  },
  {
    name: 'feed-group',
    about: "A group's newsfeed with a category filter.",
    build: (db) => groupPostIdsQuery(db, [GROUP], { ...PAGE, categories: ['business'] }, ME),
  },
  {
    name: 'feed-channel',
    about: "A channel's newsfeed, its pinned post first, with a search.",
    build: (db) =>
      channelPostIdsQuery(db, {
        viewerId: ME,
        channelId: CHANNEL,
        pinnedId: POST,
        search: 'steel',
        ...PAGE,
      }),
  },
  {
    name: 'feed-list',
    about: "A user list's feed without replies.",
    build: (db) =>
      listFeedIdsQuery(
        db,
        { listId: LIST, viewerId: ME, replies: false, reposts: true, media: false },
        PAGE,
      ),
  },
  {
    name: 'search-posts',
    about: 'Explore post search: words and a hashtag.',
    build: (db) =>
      searchPostIdsQuery(db, {
        viewerId: ME,
        words: 'concrete pour',
        tags: ['formwork'],
        bucket: 'content',
        ...PAGE,
      }),
  },
  {
    name: 'explore-shorts',
    about: 'Explore shorts (and media tabs, video search): words, categories, length, popular.',
    build: (db) =>
      mediaPostIdsQuery(db, {
        viewerId: ME,
        bucket: 'shorts',
        words: 'slab',
        categories: ['business'],
        duration: 'short',
        chronology: 'popular',
        ...PAGE,
      }),
  },
  {
    name: 'search-advanced',
    about:
      'Advanced post search in one statement: a word, a phrase, -word, from:, to:, @, #, has:video, dates.',
    build: (db) => advancedPostIdsQuery(db, ADVANCED),
  },
  {
    name: 'search-advanced-candidates',
    about:
      'The same search, first try: the newest matches in the newest posts, before the read rules.',
    build: (db) => advancedCandidatesQuery(db, ADVANCED, 20, new Date('2026-01-20T00:00:00Z')),
  },
  {
    name: 'search-people',
    about: 'People search with professions and company names (profile search).',
    build: (db) =>
      searchPeopleQuery(db, { viewerId: ME, search: 'ana', profileTerms: true, ...PAGE }),
  },
  {
    name: 'board-projects-radius',
    about: 'The projects list within 25 miles of a ZIP code, open ones only.',
    build: (db) =>
      searchBoardQuery(
        db,
        boardViewer,
        boardQueryFrom('project', { zip: '78701', radius: 25, status: 'opened' }),
        PAGE,
      ),
  },
  {
    name: 'board-projects-keyword',
    about: "The projects list by keyword (title, description and documents' text), by bid.",
    build: (db) =>
      searchBoardQuery(
        db,
        boardViewer,
        boardQueryFrom('project', { searchKeyword: 'drywall', sort: 'bid_desc' }),
        PAGE,
      ),
  },
  {
    name: 'directory-search',
    about: 'The directory list: a keyword near a ZIP code, a business type and a sector.',
    build: (db) =>
      searchBoardQuery(
        db,
        boardViewer,
        directoryQuery({
          searchKeyword: 'plumbing',
          zip: '78701',
          radius: 10,
          businessType: 'specialty_contractor',
          sector: 'commercial',
        }),
        PAGE,
      ),
  },
];
