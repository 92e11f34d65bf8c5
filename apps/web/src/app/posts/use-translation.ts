// "Translate" on a post: offered when the post's language differs from the reader's and the
// server translates that pair (core's rule); the translation replaces the text in place until
// "Show original".
import { useEffect, useState } from 'react';
import { primaryLanguage, shouldOfferTranslation } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../services-context';
import { useApiQuery } from '../shared/api-query';
import { queryKeys } from '../shared/query-keys';
import type { Post } from './types';

/** The reader's language: the browser's first preference. */
export function readerLocale(): string {
  return typeof navigator === 'undefined' ? '' : (navigator.languages?.[0] ?? navigator.language);
}

export interface PostTranslation {
  /** Whether to show the Translate button at all. */
  offered: boolean;
  /** The translated HTML while it is shown; null while the original is. */
  html: string | null;
  loading: boolean;
  translate(): Promise<void>;
  showOriginal(): void;
}

export function usePostTranslation(
  post: Pick<Post, 'id' | 'text' | 'language' | 'locked'>,
): PostTranslation {
  const services = useServices();
  const [html, setHtml] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const locale = readerLocale();
  const wanted = !post.locked && post.text !== '' && !!post.language;
  // The server's pairs, asked once per session (quietly: none means no "Translate" anywhere).
  const languages = useApiQuery(queryKeys.translationLanguages(), (api) => api.GET('/languages'), {
    quiet: true,
    enabled: wanted,
    staleTime: Infinity,
  });

  // An edit brings new words: the old translation no longer fits.
  useEffect(() => setHtml(null), [post.text]);

  return {
    offered: wanted && shouldOfferTranslation(post.language, locale, languages.data ?? []),
    html,
    loading,
    async translate() {
      const target = primaryLanguage(locale);
      if (!target || !post.language) return;
      setLoading(true);
      try {
        const result = await unwrap(
          services.client.api.POST('/translate', {
            body: { q: post.text, source: post.language, target, format: 'html' },
          }),
        );
        const text = result.translatedText;
        setHtml(Array.isArray(text) ? text.join('') : text);
      } catch {
        // The client has shown the server's message in a toast (spec section 8).
      } finally {
        setLoading(false);
      }
    },
    showOriginal: () => setHtml(null),
  };
}
