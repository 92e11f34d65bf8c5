// What a person may do with news sources, and the addresses accepted as feeds. Sources are
// public: anyone signed in may find one and read its entries; a link (subscription) is the
// person's own, so only they see it in their lists or remove it.
import { RSS_SOURCE_MESSAGES } from '@trestle/core';
import { badRequest } from '../../platform/http/errors';

export const SOURCE_MESSAGES = {
  badUrl: RSS_SOURCE_MESSAGES.scheme,
  alreadyAdded: 'You have already added this feed.',
  notFound: 'News source not found.',
} as const;

/** The address a source is kept under: http(s) only, trimmed, without its #fragment. */
export function sourceAddress(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw badRequest(SOURCE_MESSAGES.badUrl, { url: SOURCE_MESSAGES.badUrl });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw badRequest(SOURCE_MESSAGES.badUrl, { url: SOURCE_MESSAGES.badUrl });
  }
  url.hash = '';
  return url.href;
}
