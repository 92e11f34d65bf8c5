// Reading a feed document: fetched through the platform's outbound client (public addresses only,
// size and time limits), decoded with the charset the server or the XML declaration names, parsed
// by feedsmith (RSS, Atom, RDF, JSON Feed) and normalised to the few fields a source and its
// entries keep. feedsmith's shapes differ per format (Atom titles are objects, RDF keeps dates
// under dc, ...), so the document is read defensively, field by field.
import { stripTags } from '@trestle/core';
import { parseFeed } from 'feedsmith';
import type { AppContext } from '../../platform/context';
import { OutboundError, type OutboundErrorReason } from '../../platform/outbound/index';

export const RSS_MESSAGES = {
  notFeed: 'That address is not a news feed (RSS or Atom).',
  refused: 'That address can’t be used as a news feed.',
  tooLarge: 'The feed is too large.',
  unreachable: 'The feed could not be reached.',
  timeout: 'The feed took too long to answer.',
} as const;

/** What a person is told for each way a fetch can fail; never the address it resolved to. */
const MESSAGE_OF: Record<OutboundErrorReason, string> = {
  forbidden_address: RSS_MESSAGES.refused,
  bad_url: RSS_MESSAGES.refused,
  too_large: RSS_MESSAGES.tooLarge,
  bad_content_type: RSS_MESSAGES.notFeed,
  timeout: RSS_MESSAGES.timeout,
  too_many_redirects: RSS_MESSAGES.unreachable,
  http_status: RSS_MESSAGES.unreachable,
  network: RSS_MESSAGES.unreachable,
};

/** A feed that cannot be read, with the message a person is shown. */
export class FeedError extends Error {
  override name = 'FeedError';
}

export interface FeedEntry {
  /** The entry's key for de-duplication: its guid or id, else its link. */
  key: string;
  title: string | null;
  link: string | null;
  /** The entry's HTML (content, else summary), not yet sanitised. */
  html: string;
  publishedAt: Date | null;
}

export interface ParsedFeed {
  title: string | null;
  description: string | null;
  link: string | null;
  image: string | null;
  entries: FeedEntry[];
}

export type FetchedFeed =
  | { notModified: true }
  | { notModified: false; feed: ParsedFeed; etag: string | null; lastModified: string | null };

/** Feeds are small; 5 MB leaves room for long ones with full content. */
const FEED_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many entries are kept from one fetch (the newest, in document order). */
export const MAX_ENTRIES_PER_FETCH = 100;

/**
 * Fetches and parses a feed. With `etag` / `lastModified` the request is conditional and a 304
 * answer is `{ notModified: true }`. Any failure is a FeedError with a person's message.
 */
export async function fetchFeed(
  ctx: AppContext,
  url: string,
  conditions: { etag?: string | null; lastModified?: string | null } = {},
): Promise<FetchedFeed> {
  const headers: Record<string, string> = {};
  if (conditions.etag) headers['if-none-match'] = conditions.etag;
  if (conditions.lastModified) headers['if-modified-since'] = conditions.lastModified;
  let response;
  try {
    response = await ctx.outbound.fetch(url, { headers, maxBytes: FEED_MAX_BYTES });
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    // The outbound client reports any non-2xx answer as http_status, 304 included.
    if (error.reason === 'http_status' && error.status === 304) return { notModified: true };
    ctx.log.info({ url, reason: error.reason, address: error.address }, 'feed not available');
    throw new FeedError(MESSAGE_OF[error.reason]);
  }
  const feed = parseDocument(
    decodeDocument(response.body, response.headers['content-type']),
    response.url,
  );
  return {
    notModified: false,
    feed,
    etag: response.headers.etag ?? null,
    lastModified: response.headers['last-modified'] ?? null,
  };
}

/** The text of a document: the HTTP charset, else the XML declaration's encoding, else UTF-8. */
export function decodeDocument(bytes: Buffer, contentType: string | undefined): string {
  const declared =
    /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1] ??
    /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(
      bytes.subarray(0, 200).toString('latin1'),
    )?.[1];
  if (declared) {
    try {
      return new TextDecoder(declared).decode(bytes);
    } catch {
      // An unknown label: UTF-8 below.
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * Parses a feed document; throws FeedError when it is not one. Relative links are resolved
 * against the feed's address (`base`).
 */
export function parseDocument(text: string, base?: string): ParsedFeed {
  let parsed: { format: string; feed: unknown };
  try {
    parsed = parseFeed(text) as { format: string; feed: unknown };
  } catch {
    throw new FeedError(RSS_MESSAGES.notFeed);
  }
  const feed = record(parsed.feed);
  const isAtom = parsed.format === 'atom';
  const httpUrl = (value: string | null) => absoluteHttpUrl(value, base);
  const items = (isAtom ? feed.entries : feed.items) ?? [];
  const entries: FeedEntry[] = [];
  for (const item of Array.isArray(items) ? items : []) {
    const entry = isAtom ? atomEntry(record(item), httpUrl) : itemEntry(record(item), httpUrl);
    if (entry) entries.push(entry);
    if (entries.length >= MAX_ENTRIES_PER_FETCH) break;
  }
  if (isAtom) {
    return {
      title: plain(feed.title),
      description: plain(feed.subtitle),
      link: atomLink(feed.links, httpUrl),
      image: httpUrl(text_(feed.logo) ?? text_(feed.icon)),
      entries,
    };
  }
  return {
    title: plain(feed.title),
    description: plain(feed.description),
    link: httpUrl(text_(feed.link) ?? text_(feed.home_page_url)),
    image: httpUrl(text_(record(feed.image).url) ?? text_(feed.icon)),
    entries,
  };
}

type UrlOf = (value: string | null) => string | null;

/** An RSS, RDF or JSON Feed item; null when it has nothing to show. */
function itemEntry(item: Record<string, unknown>, httpUrl: UrlOf): FeedEntry | null {
  const link = httpUrl(text_(item.link) ?? text_(item.url));
  const guid = text_(item.guid) ?? text_(record(item.rdf).about) ?? text_(item.id);
  const html =
    text_(record(item.content).encoded) ??
    text_(item.content_html) ??
    text_(item.description) ??
    text_(item.summary) ??
    text_(item.content_text) ??
    '';
  const date =
    text_(item.pubDate) ??
    text_(item.date_published) ??
    first(record(item.dc).dates) ??
    text_(record(item.dc).date) ??
    text_(record(item.atom).updated);
  return entryOf(guid ?? link, plain(item.title), link, html, date);
}

function atomEntry(entry: Record<string, unknown>, httpUrl: UrlOf): FeedEntry | null {
  const link = atomLink(entry.links, httpUrl);
  const html = text_(entry.content) ?? text_(entry.summary) ?? '';
  const date = text_(entry.published) ?? text_(entry.updated);
  return entryOf(text_(entry.id) ?? link, plain(entry.title), link, html, date);
}

function entryOf(
  key: string | null,
  title: string | null,
  link: string | null,
  html: string,
  date: string | null,
): FeedEntry | null {
  // An entry without a key cannot be de-duplicated; one without a title, link or words shows nothing.
  if (!key || (!title && !link && stripTags(html) === '')) return null;
  const time = date ? new Date(date) : null;
  return {
    key: key.slice(0, 2000),
    title: title?.slice(0, 200) ?? null,
    link,
    html,
    publishedAt: time && !Number.isNaN(time.getTime()) ? time : null,
  };
}

/** Atom links: the alternate one (or the first without a rel), as an http(s) address. */
function atomLink(links: unknown, httpUrl: UrlOf): string | null {
  if (!Array.isArray(links)) return null;
  const all = links.map(record);
  const alternate =
    all.find((l) => l.rel === 'alternate') ?? all.find((l) => l.rel === undefined) ?? null;
  return alternate ? httpUrl(text_(alternate.href)) : null;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** A string field, or the `value` of an object field (Atom text constructs, RSS guids). */
function text_(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (value !== null && typeof value === 'object' && 'value' in value) return text_(value.value);
  return null;
}

function first(value: unknown): string | null {
  return Array.isArray(value) ? text_(value[0]) : null;
}

/** Plain text for titles and descriptions: tags gone, entities decoded, one line. */
function plain(value: unknown): string | null {
  const text = stripTags(text_(value)).replace(/\s+/g, ' ').trim();
  return text || null;
}

/** An http(s) address, relative ones resolved against `base`; null for anything else. */
function absoluteHttpUrl(value: string | null, base: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.slice(0, 2000) : null;
  } catch {
    return null;
  }
}
