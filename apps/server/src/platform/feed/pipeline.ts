// The ONE read pipeline for posts (ARCHITECTURE §3): an area supplies the skeleton (post ids in
// order, from its own query asking visibleHere), then hydrate (one statement) -> verdict (the
// in-memory forms of the read rules) -> present. Every path that returns posts calls readPosts,
// so a rule added in read-rules.ts holds everywhere at once.
import type { components } from '@trestle/openapi/types';
import type { Expression } from 'kysely';
import type { Db } from '../db/database';
import type { PostRow } from '../db/tables';
import { hydrate, type FeedPageRow, type Hydrated } from './hydrate';
import { presentPost } from './present';
import { judge } from './verdicts';
import type { ReadPlace, Viewer } from './viewer';

type Post = components['schemas']['Post'];

/** The posts with these ids, in this order, as the viewer may see them here. */
export async function readPosts(
  db: Db,
  viewer: Viewer | null,
  ids: readonly string[],
  place: ReadPlace,
): Promise<Post[]> {
  if (ids.length === 0) return [];
  return judgeAndPresent(ids, viewer, place, await hydrate(db, viewer, [...ids]));
}

/**
 * A feed's page and its posts as the viewer may see them here, in ONE statement: the page query
 * (columns id and cursor_time, newest first) runs inside the hydration's. `page` is the query's
 * rows (for the next cursor), `posts` what the viewer may see of them, in that order.
 */
export async function readFeedPage(
  db: Db,
  viewer: Viewer | null,
  pageQuery: Expression<FeedPageRow>,
  place: ReadPlace,
): Promise<{ page: FeedPageRow[]; posts: Post[] }> {
  const data = await hydrate(db, viewer, pageQuery);
  const ids = data.page.map((row) => row.id);
  return { page: data.page, posts: judgeAndPresent(ids, viewer, place, data) };
}

function judgeAndPresent(
  ids: readonly string[],
  viewer: Viewer | null,
  place: ReadPlace,
  data: Hydrated,
): Post[] {
  const verdicts = judge(ids, viewer, place, data);
  const out: Post[] = [];
  for (const id of ids) {
    const row = data.posts.get(id);
    const post = row ? presentPost(row, viewer, data, verdicts) : null;
    if (post) out.push(post);
  }
  return out;
}

/**
 * One post as the viewer may see it here, with the row it was presented from (for permission
 * checks), or null (deleted, blocked, not found). One hydration, no second read of the row.
 */
export async function readPostWithRow(
  db: Db,
  viewer: Viewer | null,
  id: string,
  place: ReadPlace,
): Promise<{ row: PostRow; post: Post } | null> {
  const data = await hydrate(db, viewer, [id]);
  const row = data.posts.get(id);
  const post = row ? presentPost(row, viewer, data, judge([id], viewer, place, data)) : null;
  return row && post ? { row, post } : null;
}

/** One post as the viewer may see it here, or null (deleted, blocked, not found). */
export async function readPost(
  db: Db,
  viewer: Viewer | null,
  id: string,
  place: ReadPlace,
): Promise<Post | null> {
  const [post] = await readPosts(db, viewer, [id], place);
  return post ?? null;
}
