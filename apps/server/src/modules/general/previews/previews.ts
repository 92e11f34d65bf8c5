// Link previews: one per address, cached (a day for a preview, ten minutes for a failure), made
// at most once at a time per address in this process. Used by POST /meta/og and by posts that
// attach a link.
import { normaliseLink } from '@trestle/core';
import type { AppContext } from '../../../platform/context';
import type { LinkPreview } from '../../../platform/db/tables';
import { badRequest } from '../../../platform/http/errors';
import { OutboundError, type OutboundErrorReason } from '../../../platform/outbound/index';
import { copyPreviewImage } from './image';
import { readPage } from './page';
import { findCachedPreview, saveCachedPreview } from './repo';

const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
const FAILURE_TTL_MS = 10 * 60 * 1000;

export const PREVIEW_MESSAGES = {
  badUrl: 'Enter a web address starting with http:// or https://.',
  refused: 'That address can’t be previewed.',
  tooLarge: 'The page is too large to preview.',
  notHtml: 'That address is not a web page.',
  unreachable: 'The page could not be reached.',
  timeout: 'The page took too long to answer.',
} as const;

/** What a person is told for each way a fetch can fail; never the address it resolved to. */
const MESSAGE_OF: Record<OutboundErrorReason, string> = {
  forbidden_address: PREVIEW_MESSAGES.refused,
  bad_url: PREVIEW_MESSAGES.refused,
  too_large: PREVIEW_MESSAGES.tooLarge,
  bad_content_type: PREVIEW_MESSAGES.notHtml,
  timeout: PREVIEW_MESSAGES.timeout,
  too_many_redirects: PREVIEW_MESSAGES.unreachable,
  http_status: PREVIEW_MESSAGES.unreachable,
  network: PREVIEW_MESSAGES.unreachable,
};

/**
 * The address a preview is kept under: the spec's link rule (first word, https:// assumed), http
 * or https only, without its #fragment (the same page). Throws 400 for anything else.
 */
export function previewAddress(input: string): string {
  const link = normaliseLink(input);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw badRequest(PREVIEW_MESSAGES.badUrl, { url: PREVIEW_MESSAGES.badUrl });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw badRequest(PREVIEW_MESSAGES.badUrl, { url: PREVIEW_MESSAGES.badUrl });
  }
  url.hash = '';
  return url.href;
}

type Outcome = { preview: LinkPreview } | { failure: string };

async function fetchPreview(ctx: AppContext, url: string): Promise<Outcome> {
  try {
    const { preview, remoteImage } = await readPage(ctx, url);
    const image = remoteImage ? await copyPreviewImage(ctx, remoteImage) : null;
    return { preview: { ...preview, image } };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    ctx.log.info(
      { url, reason: error.reason, address: error.address },
      'link preview not available',
    );
    return { failure: MESSAGE_OF[error.reason] };
  }
}

const inFlight = new Map<string, Promise<Outcome>>();

async function outcomeFor(ctx: AppContext, url: string): Promise<Outcome> {
  const cached = await findCachedPreview(ctx.db, url);
  if (cached) {
    const age = Date.now() - new Date(cached.fetched_at).getTime();
    if (cached.preview && age < PREVIEW_TTL_MS) return { preview: cached.preview };
    if (cached.failure && age < FAILURE_TTL_MS) return { failure: cached.failure };
  }
  let pending = inFlight.get(url);
  if (!pending) {
    pending = fetchPreview(ctx, url).then(async (outcome) => {
      await saveCachedPreview(ctx.db, url, outcome);
      return outcome;
    });
    const forget = () => inFlight.delete(url);
    pending.then(forget, forget);
    inFlight.set(url, pending);
  }
  return pending;
}

/** The preview of a page, or 400 saying why there is none. */
export async function linkPreview(ctx: AppContext, input: string): Promise<LinkPreview> {
  const outcome = await outcomeFor(ctx, previewAddress(input));
  if ('failure' in outcome) throw badRequest(outcome.failure, { url: outcome.failure });
  return outcome.preview;
}

/** What a post keeps of a link whose page could not be previewed: the address alone. */
export function barePreview(url: string): LinkPreview {
  return {
    url,
    title: null,
    description: null,
    image: null,
    siteName: null,
    type: null,
    video: null,
  };
}

/**
 * The preview a post keeps for its link. A post is never refused because another site is down:
 * without a preview it keeps the bare address. A malformed address is still a 400 on `link`.
 */
export async function previewForPost(ctx: AppContext, input: string): Promise<LinkPreview> {
  let url: string;
  try {
    url = previewAddress(input);
  } catch {
    throw badRequest(PREVIEW_MESSAGES.badUrl, { link: PREVIEW_MESSAGES.badUrl });
  }
  const outcome = await outcomeFor(ctx, url);
  return 'preview' in outcome ? outcome.preview : barePreview(url);
}
