// The advanced search: the typed line (`q`, read by core's parseAdvancedSearch) and the form (the
// body) combined with AND, run as parameterised SQL (advancedPostIds) and read through the
// one read pipeline. A line that cannot be read is a 400 with the reason.
import { ADVANCED_SEARCH_MESSAGES, advancedSearchTag, parseAdvancedSearch } from '@trestle/core';
import type { PostBucket } from '../../../platform/db/post-buckets';
import { readPosts, viewerOf } from '../../../platform/feed/index';
import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { advancedPostIds, idsOfUsernames } from '../repo';
import { NOT_A_POST_TYPE } from './searchPosts';

export const SUBTYPE_NOT_MEDIA =
  'A subtype narrows the media tab only (images, videos, gifs, audio).';

const MEDIA_SUBTYPES: Record<string, PostBucket> = {
  images: 'images',
  videos: 'videos',
  gifs: 'gifs',
  audio: 'audio',
  music: 'audio',
};

const wordsOf = (text: string | undefined) =>
  (text ?? '').split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w));

/** The form's topics, read as the line reads `#topic`: with or without `#`, or a 400 saying why. */
function formTags(tags: readonly string[] | undefined): string[] {
  return (tags ?? []).map((value, index) => {
    const tag = advancedSearchTag(value);
    if (tag !== null) return tag;
    const message = ADVANCED_SEARCH_MESSAGES.badTag(value.replace(/^#/, ''));
    throw badRequest(message, { [`tags.${index}`]: message });
  });
}

/** Ids from the form and names from the line: both must match when both are given. */
async function people(
  db: Parameters<typeof idsOfUsernames>[0],
  ids: readonly string[] | undefined,
  names: readonly string[],
): Promise<string[] | null> {
  const fromForm = ids && ids.length > 0 ? ids : null;
  const fromLine = names.length > 0 ? await idsOfUsernames(db, names) : null;
  if (fromForm && fromLine) return fromForm.filter((id) => fromLine.includes(id));
  return fromLine ?? (fromForm ? [...fromForm] : null);
}

export const searchPostsAdvanced = operation(
  'searchPostsAdvanced',
  'signed-in',
  async ({ query, body, caller }, ctx) => {
    const parsed = parseAdvancedSearch(query.q ?? '');
    if (!parsed.ok) throw badRequest(parsed.message, { q: parsed.message });
    const { tree } = parsed;
    const type = query.type ?? 'content';
    if (type === 'reactions') throw badRequest(NOT_A_POST_TYPE, { type: NOT_A_POST_TYPE });
    let bucket: PostBucket = type;
    if (query.subType) {
      const media = type === 'media' ? MEDIA_SUBTYPES[query.subType] : undefined;
      if (!media) throw badRequest(SUBTYPE_NOT_MEDIA, { subType: SUBTYPE_NOT_MEDIA });
      bucket = media;
    }
    const form = body ?? {};
    const exact = form.search?.exactPhrase?.replace(/\s+/gu, ' ').trim();
    const ids = await advancedPostIds(ctx.db, {
      viewerId: caller.user.id,
      bucket,
      longVideoSeconds: ctx.config.longVideoSeconds,
      op: query.op ?? false,
      words: tree.words,
      phrases: exact ? [...tree.phrases, exact] : tree.phrases,
      without: [...tree.without, ...wordsOf(form.search?.noneWords)],
      anyWords: wordsOf(form.search?.anyWords),
      fromIds: await people(ctx.db, form.fromUsers, tree.from),
      toIds: await people(ctx.db, form.toUsers, tree.to),
      aboutIds: await people(ctx.db, form.aboutUsers, tree.about),
      tags: [...new Set([...tree.tags, ...formTags(form.tags)])],
      has: tree.has,
      categories: query.categories ?? [],
      duration: query.duration ?? 'any',
      before: tree.before,
      after: tree.after,
      chronology: query.chronology ?? 'recent',
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return {
      items: await readPosts(ctx.db, viewerOf(caller.user), ids, 'search'),
    };
  },
);
