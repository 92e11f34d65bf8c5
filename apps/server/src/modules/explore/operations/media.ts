// Explore's media tabs, shorts, and the video column's search: one query (mediaPostIds) read
// through the one read pipeline, as search reads posts.
import type { Caller } from '../../../platform/auth/request-auth';
import type { AppContext } from '../../../platform/context';
import type { PostBucket } from '../../../platform/db/post-buckets';
import { readPosts, viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { mediaPostIds, type MediaSearch } from '../repo';

const MEDIA_BUCKET = {
  media: 'media',
  music: 'audio',
  images: 'images',
  videos: 'videos',
  gifs: 'gifs',
} as const satisfies Record<string, PostBucket>;

async function page(
  ctx: AppContext,
  caller: Caller,
  q: Omit<MediaSearch, 'viewerId' | 'skip' | 'limit'> & { skip?: number; limit?: number },
) {
  const ids = await mediaPostIds(ctx.db, {
    ...q,
    viewerId: caller.user.id,
    longVideoSeconds: ctx.config.longVideoSeconds,
    words: q.words.trim(),
    skip: q.skip ?? 0,
    limit: q.limit ?? 10,
  });
  return { items: await readPosts(ctx.db, viewerOf(caller.user), ids, 'search') };
}

export const exploreMedia = operation('exploreMedia', 'signed-in', ({ query, caller }, ctx) =>
  page(ctx, caller, {
    bucket: MEDIA_BUCKET[query.type ?? 'media'],
    words: query.search ?? '',
    categories: query.categories ?? [],
    duration: query.duration ?? 'any',
    chronology: query.chronology ?? 'recent',
    skip: query.skip,
    limit: query.limit,
  }),
);

export const exploreShorts = operation('exploreShorts', 'signed-in', ({ query, caller }, ctx) =>
  page(ctx, caller, {
    bucket: 'shorts',
    words: query.search ?? '',
    categories: query.categories ?? [],
    duration: query.duration ?? 'any',
    chronology: query.chronology ?? 'recent',
    skip: query.skip,
    limit: query.limit,
  }),
);

export const searchVideos = operation('searchVideos', 'signed-in', ({ body, caller }, ctx) =>
  page(ctx, caller, {
    bucket: body.type ?? 'videos_full',
    words: body.search ?? '',
    categories: body.subType ? [body.subType] : [],
    duration: 'any',
    chronology: body.chronology ?? 'recent',
    skip: body.skip,
    limit: body.limit,
  }),
);
