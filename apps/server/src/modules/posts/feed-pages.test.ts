// Feed pages come back full: on generated worlds (test/support/read-world.ts), every id a feed's
// skeleton query returns survives the read pipeline's verdict, for every person and a visitor,
// so no page is short while more visible posts exist (the skeleton asks the same read rules in
// SQL that the verdict runs in memory; platform/feed/read-rules.test.ts proves they agree).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/support/database';
import { makeWorld, type World } from '../../../test/support/read-world';
import { readPosts, viewerOf } from '../../platform/feed/index';
import { feedPage, feedPlace, type FeedQuery } from './repo/feed';

let database: TestDatabase;
let world: World;

beforeAll(async () => {
  database = await freshDatabase();
  world = await makeWorld(database.db, 42);
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('feed pages', () => {
  it('are full: every post the skeleton returns is shown, page after page', async () => {
    const short: string[] = [];
    let shown = 0;
    for (const viewerId of [null, ...world.viewers]) {
      const user = viewerId
        ? await database.db
            .selectFrom('users')
            .selectAll()
            .where('id', '=', viewerId)
            .executeTakeFirstOrThrow()
        : null;
      const viewer = viewerOf(user);
      const sources: Array<FeedQuery['source']> = viewer
        ? ['following', 'local', 'public']
        : ['public'];
      for (const source of sources) {
        const query: FeedQuery = { viewer: source === 'public' ? null : viewer, source };
        let skip = 0;
        for (;;) {
          const { ids } = await feedPage(database.db, query, { skip, limit: 6 });
          const posts = await readPosts(database.db, query.viewer, ids, feedPlace(source));
          shown += posts.length;
          if (posts.length !== ids.length) {
            const lost = ids.filter((id) => !posts.some((p) => p.id === id));
            short.push(
              `${source} for ${viewerId ?? 'visitor'} at ${skip}: lost ${lost.join(', ')}`,
            );
          }
          if (ids.length < 6) break;
          skip += 6;
        }
      }
    }
    expect(short).toEqual([]);
    expect(shown).toBeGreaterThan(0);
  }, 60_000);
});
