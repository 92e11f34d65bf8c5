// Turning a request into a stored post: clean text, tags and mentions, a poll, media and the
// checks every new post or reply shares.
import {
  POLL_DEFAULT_DURATION_HOURS,
  POST_FORM_MESSAGES,
  VIDEO_MESSAGES,
  isShort,
  type PostCategory,
} from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { ReplyPolicy, StoredPoll } from '../../platform/db/tables';
import { badRequest } from '../../platform/http/errors';
import { mediaItemFromFile, settlePostsMedia } from '../../platform/media/process';
import { assertOwnUploads, type Attaching } from '../../platform/storage/attached-files';
import { languageOfPost } from '../../platform/translation/index';
import { previewForPost } from '../general/previews/previews';
import { cleanText } from './content';
import { blockedAmong, insertPost, userIdsByUsername } from './repo/posts';
import { checkedPremiumLevels, setPremiumLevels } from '../pro-levels/premium';

type MediaItem = components['schemas']['MediaItem'];
type PostKind = components['schemas']['PostKind'];

export const EMPTY_POST = POST_FORM_MESSAGES.empty;
export const BLOG_TITLE_MISSING = 'A blog post needs a title.';

/**
 * The title a post of this kind keeps: blogs need one, other kinds ignore it. `undefined` when no
 * title was sent (an edit that leaves it alone).
 */
export function titleFor(kind: PostKind, title: string | undefined): string | null | undefined {
  if (kind !== 'blog') return null;
  if (title === undefined) return undefined;
  const trimmed = title.trim();
  if (trimmed === '') throw badRequest(BLOG_TITLE_MISSING, { title: BLOG_TITLE_MISSING });
  return trimmed;
}

export interface Draft {
  kind?: PostKind | undefined;
  title?: string | undefined;
  text?: string | undefined;
  category?: PostCategory | undefined;
  media?: MediaItem[] | undefined;
  /** An address whose preview the post keeps. */
  link?: string | null | undefined;
  poll?: { choices: string[]; durationHours?: number | undefined } | undefined;
  premium?: boolean | undefined;
  /** The author's pro levels whose subscribers may read it (sets premium). */
  premiumLevels?: string[] | undefined;
  replyPolicy?: ReplyPolicy | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

export interface Placement {
  replyToId?: string | null;
  rootId?: string | null;
  repostOfId?: string | null;
  /** The group the post is made in (a reply: its parent's group). */
  groupId?: string | null;
  /** The channel the post is made in (its owner's posts only; replies stay out of channels). */
  channelId?: string | null;
}

function pollOf(poll: Draft['poll']): StoredPoll | null {
  if (!poll) return null;
  const choices = poll.choices.map((c) => c.trim());
  const { pollChoiceEmpty, pollChoicesDiffer } = POST_FORM_MESSAGES;
  if (choices.some((c) => c === '')) throw badRequest(pollChoiceEmpty, { poll: pollChoiceEmpty });
  if (new Set(choices.map((c) => c.toLowerCase())).size !== choices.length) {
    throw badRequest(pollChoicesDiffer, { poll: pollChoicesDiffer });
  }
  const hours = poll.durationHours ?? POLL_DEFAULT_DURATION_HOURS;
  return { choices, endsAt: new Date(Date.now() + hours * 3_600_000).toISOString() };
}

/**
 * Media must be the caller's own uploads of the type they claim (a thumbnail: an image), checked
 * by the platform's one check; the stored size of an image fills in a width and height the client
 * left out (so cards are sized before they load).
 */
export async function checkedMedia(ctx: AppContext, caller: Caller, media: MediaItem[]) {
  const attaching = media.flatMap((item): Attaching[] => [
    { names: [item.file], kind: item.type, field: 'media' },
    ...(item.thumbnail
      ? [{ names: [item.thumbnail], kind: 'image' as const, field: 'media' }]
      : []),
  ]);
  const files = await assertOwnUploads(ctx.db, caller.user.id, attaching);
  return media.map((item) => {
    const file = files.get(item.file)!;
    if (file.status === 'failed') {
      throw badRequest(VIDEO_MESSAGES.failed, { media: VIDEO_MESSAGES.failed });
    }
    // A video or sound file: what the server measured (and whether it is still processing).
    const settled = mediaItemFromFile(item, file);
    if (settled !== item && settled) return settled;
    return {
      ...item,
      ...(item.width === undefined && file.width ? { width: file.width } : {}),
      ...(item.height === undefined && file.height ? { height: file.height } : {}),
    };
  });
}

/**
 * After a post is stored: media whose processing ended meanwhile is settled now (the job settles
 * only the posts it can see when it finishes).
 */
export async function settleProcessingMedia(ctx: AppContext, media: readonly MediaItem[]) {
  for (const item of media) if (item.processing) await settlePostsMedia(ctx, item.file);
}

/** The people the text mentions, less the author; nobody is mentioned across a block. */
export async function mentionIdsOf(ctx: AppContext, caller: Caller, usernames: string[]) {
  const mentioned = (await userIdsByUsername(ctx.db, usernames)).filter(
    (id) => id !== caller.user.id,
  );
  const blocked = await blockedAmong(ctx.db, caller.user.id, mentioned);
  return mentioned.filter((id) => !blocked.has(id));
}

/** Stores a post from a draft; returns its id. Refuses a post with nothing in it. */
export async function storeDraft(
  ctx: AppContext,
  caller: Caller,
  draft: Draft,
  placement: Placement = {},
): Promise<string> {
  const text = cleanText(draft.text);
  const media = await checkedMedia(ctx, caller, draft.media ?? []);
  const poll = pollOf(draft.poll);
  const link = draft.link ? await previewForPost(ctx, draft.link) : null;
  if (text.html === '' && media.length === 0 && !poll && !link && !placement.repostOfId) {
    throw badRequest(EMPTY_POST, { text: EMPTY_POST });
  }
  const kind = draft.kind ?? 'post';
  if (
    kind === 'short' &&
    !(media.length === 1 && media[0]!.type === 'video' && isShort(media[0]!))
  ) {
    throw badRequest(VIDEO_MESSAGES.notAShort, { media: VIDEO_MESSAGES.notAShort });
  }
  const title = titleFor(kind, draft.title ?? '');
  const mentionIds = await mentionIdsOf(ctx, caller, text.mentions);
  const levels = await checkedPremiumLevels(ctx.db, caller.user.id, draft.premiumLevels);
  const id = await insertPost(ctx.db, {
    authorId: caller.user.id,
    kind,
    title: title ?? null,
    text: text.html,
    category: draft.category ?? 'general',
    tags: text.tags,
    language: languageOfPost(text.html, title),
    media,
    link,
    poll,
    replyToId: placement.replyToId ?? null,
    rootId: placement.rootId ?? null,
    repostOfId: placement.repostOfId ?? null,
    groupId: placement.groupId ?? null,
    channelId: placement.channelId ?? null,
    replyPolicy: draft.replyPolicy ?? 'everyone',
    premium: (draft.premium ?? false) || (levels ?? []).length > 0,
    width: draft.width ?? null,
    height: draft.height ?? null,
    mentionIds,
  });
  if (levels && levels.length > 0) await setPremiumLevels(ctx.db, id, levels);
  await settleProcessingMedia(ctx, media);
  return id;
}

/**
 * What a new post (or repost) starts, off the request: its fan-out to followers' timelines, its
 * realtime announcement and its notifications, enqueued in one statement.
 */
export function enqueueNewPostJobs(ctx: AppContext, postId: string): Promise<void> {
  return ctx.jobs.sendMany([
    { queue: 'timeline.fanout', data: { postId } },
    { queue: 'posts.announce', data: { postId } },
    { queue: 'notifications.create', data: { kind: 'post', postId } },
  ]);
}
