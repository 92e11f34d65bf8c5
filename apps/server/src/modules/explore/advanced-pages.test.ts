// The advanced search's quick first try (advancedPostIds: the newest matches in a window of the
// newest posts, then the read rules on them) reads exactly the page of the one-statement query:
// when the window has enough matches, when it has too few, and when the rules hide most of them.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { makePost, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { advancedPostIds, advancedPostIdsQuery, type AdvancedSearchQuery } from './repo';

const app = useTestApp({ VIDEO_PROCESSING: 'off' });

let viewer: TestUser;
let friend: TestUser;
let blocked: TestUser;

const search = (words: string[], skip = 0, limit = 3): AdvancedSearchQuery => ({
  viewerId: viewer.id,
  bucket: 'content',
  op: false,
  words,
  phrases: [],
  without: [],
  anyWords: [],
  fromIds: null,
  toIds: null,
  aboutIds: null,
  tags: [],
  has: [],
  categories: [],
  duration: 'any',
  before: null,
  after: null,
  chronology: 'recent',
  skip,
  limit,
});

/** The page as the one statement reads it, and as the first try (with a small window) reads it. */
async function bothWays(q: AdvancedSearchQuery, windowSize: number) {
  const direct = (await advancedPostIdsQuery(app.database.db, q).execute()).map((r) => r.id);
  const quick = await advancedPostIds(app.database.db, q, windowSize);
  return { direct, quick };
}

beforeAll(async () => {
  [viewer, friend, blocked] = await Promise.all([makeUser(app), makeUser(app), makeUser(app)]);
  const block = await api(app.url, 'POST', `/user/${blocked.id}/block`, { token: viewer.token });
  expect(block.status, JSON.stringify(block.body)).toBeLessThan(300);
  // Oldest first: five "girder" posts by the friend, then twelve by the blocked person, then
  // sixteen "formwork" posts, so the sixteen newest posts hold no girder at all.
  for (let i = 0; i < 5; i++) await makePost(app, friend, { text: `<p>Girder ${i} set</p>` });
  for (let i = 0; i < 12; i++) await makePost(app, blocked, { text: `<p>Girder ${i} late</p>` });
  for (let i = 0; i < 16; i++) await makePost(app, friend, { text: `<p>Formwork ${i}</p>` });
});

describe('the advanced search’s first try', () => {
  it('reads the same page as the one statement when the newest posts hold enough matches', async () => {
    // The twenty newest posts hold sixteen: enough for the page, its skip and ten more.
    const { direct, quick } = await bothWays(search(['formwork']), 20);
    expect(direct).toHaveLength(3);
    expect(quick).toEqual(direct);
    const later = await bothWays(search(['formwork'], 3), 20);
    expect(later.quick).toEqual(later.direct);
  });

  it('finds older matches when the newest posts hold too few', async () => {
    // The sixteen newest posts hold no girder: every match is older.
    const { direct, quick } = await bothWays(search(['girder']), 16);
    expect(direct).toHaveLength(3);
    expect(quick).toEqual(direct);
  });

  it('keeps the page full when the read rules hide most of the newest matches', async () => {
    // The twelve newest girders are the blocked person's: hidden, so the page is the friend's.
    const { direct, quick } = await bothWays(search(['girder'], 0, 5), 100);
    expect(direct).toHaveLength(5);
    expect(quick).toEqual(direct);
  });

  it('ends with a short page or none exactly when the one statement does', async () => {
    for (const q of [search(['girder'], 3, 5), search(['nonexistentword'])]) {
      const { direct, quick } = await bothWays(q, 100);
      expect(quick).toEqual(direct);
    }
  });

  it('joins the newest posts’ few matches and the older ones, in order', async () => {
    // Four rebar posts, six lintel posts, two rebar posts: the eight newest hold two matches,
    // the other four are older, and the page wants them all.
    for (let i = 0; i < 4; i++) await makePost(app, friend, { text: `<p>Rebar ${i} tied</p>` });
    for (let i = 0; i < 6; i++) await makePost(app, friend, { text: `<p>Lintel ${i}</p>` });
    for (let i = 4; i < 6; i++) await makePost(app, friend, { text: `<p>Rebar ${i} tied</p>` });
    const { direct, quick } = await bothWays(search(['rebar'], 0, 10), 8);
    expect(direct).toHaveLength(6);
    expect(quick).toEqual(direct);
  });
});
