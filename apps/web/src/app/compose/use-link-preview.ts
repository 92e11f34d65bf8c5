// The composer's link preview: the first address in the text (looked for once typing pauses) is
// previewed through POST /meta/og; a failure keeps core's error marker, × sets the removed flag.
import { useEffect, useState } from 'react';
import {
  firstLinkIn,
  linkPreviewFailed,
  linkPreviewLoaded,
  linkPreviewRemoved,
  linkPreviewRequested,
  stripTags,
  type LinkPreviewStore,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import type { LinkPreview } from '../posts/LinkPreviewCard';
import type { Services } from '../services';

/** How long typing must pause before the text is looked at for an address. */
export const LINK_DETECT_DELAY_MS = 700;

export interface LinkPreviewField {
  /** The address previewed, or null when the text has none. */
  url: string | null;
  status: 'none' | 'loading' | 'loaded' | 'failed' | 'removed';
  preview: LinkPreview | null;
  remove: () => void;
  /**
   * The address the post keeps for this text: its first address, unless the person removed its
   * preview or it has none (an address typed just before sending is previewed by the server).
   */
  linkFor: (html: string) => string | null;
}

export function useLinkPreview(
  services: Services,
  html: string,
  initial: LinkPreview | null = null,
): LinkPreviewField {
  const [url, setUrl] = useState<string | null>(() =>
    initial ? (firstLinkIn(stripTags(html)) ?? initial.url) : null,
  );
  const [store, setStore] = useState<LinkPreviewStore<LinkPreview>>(() =>
    initial && url ? linkPreviewLoaded({}, url, initial) : {},
  );

  useEffect(() => {
    const timer = setTimeout(() => setUrl(firstLinkIn(stripTags(html))), LINK_DETECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [html]);

  const known = url !== null && store[url] !== undefined;
  useEffect(() => {
    if (url === null || known) return;
    setStore((s) => linkPreviewRequested(s, url));
    // Quietly: a page without a preview is no error for the person writing.
    unwrap(services.quietClient.api.POST('/meta/og', { body: { url } })).then(
      (preview) => setStore((s) => linkPreviewLoaded(s, url, preview)),
      () => setStore((s) => linkPreviewFailed(s, url)),
    );
  }, [services, url, known]);

  const entry = url === null ? undefined : store[url];
  const status: LinkPreviewField['status'] =
    url === null || !entry
      ? url === null
        ? 'none'
        : 'loading'
      : entry.removed
        ? 'removed'
        : entry.loading
          ? 'loading'
          : entry.error
            ? 'failed'
            : 'loaded';
  return {
    url,
    status,
    preview: status === 'loaded' ? (entry?.data ?? null) : null,
    remove: () => {
      if (url !== null) setStore((s) => linkPreviewRemoved(s, url));
    },
    linkFor: (current) => {
      const address = firstLinkIn(stripTags(current));
      const seen = address === null ? undefined : store[address];
      return seen?.removed || seen?.error ? null : address;
    },
  };
}
