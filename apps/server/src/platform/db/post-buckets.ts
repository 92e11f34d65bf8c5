// The post subtypes of spec section 2 (profile tabs, explore post tabs) as conditions on a posts
// query, written once for every area that filters posts by kind.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Tables } from './tables';

type PostQuery = SelectQueryBuilder<Tables, 'posts', object>;

/** A media kind inside a post's media list (a jsonb containment test, one per kind). */
const hasMedia = (type: string) =>
  sql<boolean>`posts.media @> ${JSON.stringify([{ type }])}::jsonb`;

/** The filters of the profile's post tabs (spec section 2), as conditions on the author's posts. */
export type PostBucket =
  | 'content'
  | 'op'
  | 'reposts'
  | 'replies'
  | 'blogs'
  | 'polls'
  | 'premium'
  | 'media'
  | 'images'
  | 'videos'
  | 'videos_full'
  | 'gifs'
  | 'audio'
  | 'shorts'
  | 'contentGroups';

/**
 * Long videos (`videos_full`): four minutes or more, as the Duration enumeration draws it. The
 * config's LONG_VIDEO_SECONDS (this by default) is what the areas pass; the browser journeys lower
 * it so that clips of a few seconds count as long.
 */
export const LONG_VIDEO_SECONDS = 240;

export function bucketFilter(
  q: PostQuery,
  bucket: PostBucket,
  longVideoSeconds: number = LONG_VIDEO_SECONDS,
): PostQuery {
  const pureRepost = sql<boolean>`(posts.repost_of_id is not null and posts.text = ''
    and posts.media = '[]'::jsonb and posts.poll is null)`;
  switch (bucket) {
    case 'content':
      return q;
    case 'op':
      return q.where('posts.reply_to_id', 'is', null).where(sql<boolean>`not ${pureRepost}`);
    case 'reposts':
      return q.where('posts.repost_of_id', 'is not', null);
    case 'replies':
      return q.where('posts.reply_to_id', 'is not', null);
    case 'blogs':
      return q.where('posts.kind', '=', 'blog');
    case 'polls':
      return q.where('posts.poll', 'is not', null);
    case 'premium':
      return q.where('posts.premium', '=', true);
    case 'media':
      return q.where(sql<boolean>`posts.media <> '[]'::jsonb`);
    case 'images':
      return q.where(hasMedia('image'));
    case 'videos':
      return q.where(hasMedia('video'));
    case 'videos_full':
      return q.where(sql<boolean>`exists (select 1 from jsonb_array_elements(posts.media) m
        where m->>'type' = 'video' and (m->>'duration')::numeric >= ${longVideoSeconds})`);
    case 'gifs':
      return q.where(hasMedia('gif'));
    case 'audio':
      return q.where(hasMedia('audio'));
    case 'shorts':
      return q.where('posts.kind', '=', 'short');
    case 'contentGroups':
      return q.where('posts.group_id', 'is not', null);
  }
}
