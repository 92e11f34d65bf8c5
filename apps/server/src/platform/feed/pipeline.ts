// The ONE read pipeline for posts (ARCHITECTURE §3): an area supplies the skeleton (post ids in
// order, from its own query asking visibleHere), then hydrate (one statement) -> verdict (the
// in-memory forms of the read rules) -> present. Every path that returns posts calls readPosts,
// so a rule added in read-rules.ts holds everywhere at once.
import type { components } from '@trestle/openapi/types';
import type { Db } from '../db/database';
import type { PostRow } from '../db/tables';
import { hydrate } from './hydrate';
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
  const data = await hydrate(db, viewer, [...ids]);
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
