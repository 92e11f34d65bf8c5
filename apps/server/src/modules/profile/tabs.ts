// The profile's post tabs (spec section 2 buckets): which of the person's posts, or which posts
// they reacted to, make a page. The ids go through the one read pipeline ('profile': blocks,
// premium locking; a muted person's profile still shows their posts, as on Mastodon).
import { REACTION_TYPES, type ReactionType } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { UserRow } from '../../platform/db/tables';
import { readPosts, viewerOf } from '../../platform/feed/index';
import { badRequest } from '../../platform/http/errors';
import { authorPostIds, reactedPostIds, relationsBetween, type PostBucket } from './repo';

type FeedType = components['schemas']['FeedType'];
type FeedSubType = components['schemas']['FeedSubType'];
type Chronology = components['schemas']['Chronology'];

export const SUBTYPE_MISMATCH = 'This subType does not narrow this type.';
export const DEFAULT_TAB_SIZE = 10;

export interface TabPage {
  skip?: number | undefined;
  limit?: number | undefined;
}

const MEDIA_SUBTYPES: Partial<Record<FeedSubType, PostBucket>> = {
  images: 'images',
  videos: 'videos',
  gifs: 'gifs',
  audio: 'audio',
  music: 'audio',
};

const isReaction = (value: string): value is ReactionType =>
  (REACTION_TYPES as readonly string[]).includes(value);

/** Whether the caller blocked the person: their profile then shows no posts. */
async function blockedByCaller(ctx: AppContext, caller: Caller, person: UserRow) {
  if (person.id === caller.user.id) return false;
  return (await relationsBetween(ctx.db, caller.user.id, person.id)).blockedByMe;
}

async function read(ctx: AppContext, caller: Caller, ids: string[]) {
  return { items: await readPosts(ctx.db, viewerOf(caller.user), ids, 'profile') };
}

/** The bucket a type and subType name. */
function bucketOf(type: FeedType, subType: FeedSubType | undefined): PostBucket | null {
  if (type === 'media' && subType) {
    const bucket = MEDIA_SUBTYPES[subType];
    if (!bucket) throw badRequest(SUBTYPE_MISMATCH, { subType: SUBTYPE_MISMATCH });
    return bucket;
  }
  if (subType) throw badRequest(SUBTYPE_MISMATCH, { subType: SUBTYPE_MISMATCH });
  return type as Exclude<FeedType, 'reactions'>;
}

export async function profilePostsPage(
  ctx: AppContext,
  caller: Caller,
  person: UserRow,
  query: TabPage & {
    type?: FeedType | undefined;
    subType?: FeedSubType | undefined;
    op?: boolean | undefined;
  },
) {
  const type = query.type ?? 'content';
  if (type === 'reactions') {
    const subType = query.subType;
    if (subType !== undefined && !isReaction(subType)) {
      throw badRequest(SUBTYPE_MISMATCH, { subType: SUBTYPE_MISMATCH });
    }
    return profileReactionsPage(ctx, caller, person, { ...query, type: subType });
  }
  const bucket = bucketOf(type, query.subType);
  if (bucket === null || (await blockedByCaller(ctx, caller, person))) return { items: [] };
  const ids = await authorPostIds(ctx.db, {
    authorId: person.id,
    bucket,
    longVideoSeconds: ctx.config.longVideoSeconds,
    op: query.op ?? false,
    pinnedId: person.pinned_post_id,
    order: 'recent',
    skip: query.skip ?? 0,
    limit: query.limit ?? DEFAULT_TAB_SIZE,
    viewerId: caller.user.id,
  });
  return read(ctx, caller, ids);
}

export async function profileReactionsPage(
  ctx: AppContext,
  caller: Caller,
  person: UserRow,
  query: TabPage & { type?: ReactionType | undefined },
) {
  if (await blockedByCaller(ctx, caller, person)) return { items: [] };
  const ids = await reactedPostIds(ctx.db, {
    userId: person.id,
    viewerId: caller.user.id,
    type: query.type,
    skip: query.skip ?? 0,
    limit: query.limit ?? DEFAULT_TAB_SIZE,
  });
  return read(ctx, caller, ids);
}

export async function profileShortsPage(
  ctx: AppContext,
  caller: Caller,
  person: UserRow,
  query: TabPage & { chronology?: Chronology | undefined },
) {
  if (await blockedByCaller(ctx, caller, person)) return { items: [] };
  const ids = await authorPostIds(ctx.db, {
    authorId: person.id,
    bucket: 'shorts',
    op: false,
    pinnedId: person.pinned_post_id,
    order: query.chronology ?? 'recent',
    skip: query.skip ?? 0,
    limit: query.limit ?? DEFAULT_TAB_SIZE,
    viewerId: caller.user.id,
  });
  return read(ctx, caller, ids);
}
