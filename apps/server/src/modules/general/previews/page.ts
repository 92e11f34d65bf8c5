// Reading a page for its preview: fetched through the SSRF-safe outbound client only, parsed with
// open-graph-scraper from the HTML we already hold (it never fetches by itself), falling back to
// <title> and the description meta tag. Relative image and video addresses are resolved against
// the page's final address.
import ogs from 'open-graph-scraper';
import type { AppContext } from '../../../platform/context';
import type { LinkPreview } from '../../../platform/db/tables';

/** Pages larger than this are not read (a preview needs only the head). */
export const MAX_PAGE_BYTES = 1024 * 1024;
const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

/** The contract's bounds for each field: longer values are cut, not refused. */
const cut = (value: string | undefined, max: number): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** An absolute http(s) address for a value found in the page, or null. */
function absolute(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.slice(0, 2000) : null;
  } catch {
    return null;
  }
}

export interface PagePreview {
  preview: LinkPreview;
  /** The page's image address (remote): fetched and stored by the caller. */
  remoteImage: string | null;
}

/** Fetches and reads one page. Throws OutboundError when the page cannot be had. */
export async function readPage(ctx: AppContext, url: string): Promise<PagePreview> {
  const response = await ctx.outbound.fetch(url, { accept: HTML_TYPES, maxBytes: MAX_PAGE_BYTES });
  const { result } = await ogs({ html: response.text() });
  const finalUrl = response.url;
  return {
    preview: {
      url: finalUrl.slice(0, 2000),
      title: cut(result.ogTitle ?? result.twitterTitle, 300),
      description: cut(result.ogDescription ?? result.twitterDescription, 1000),
      image: null,
      siteName: cut(result.ogSiteName, 200),
      type: cut(result.ogType, 50),
      video: absolute(result.ogVideo?.[0]?.url, finalUrl),
    },
    remoteImage: absolute(result.ogImage?.[0]?.url ?? result.twitterImage?.[0]?.url, finalUrl),
  };
}
