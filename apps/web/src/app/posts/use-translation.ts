// "Translate" on a post: offered when the post's language differs from the reader's and the
// server translates that pair (core's rule); the translation replaces the text in place until
// "Show original".
import { useEffect, useState } from 'react';
import { primaryLanguage, shouldOfferTranslation, type TranslatableLanguage } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../services-context';
import type { Services } from '../services';
import type { Post } from './types';

/** The server's pairs, asked once per app (quietly: none means no "Translate" anywhere). */
const languagesOf = new WeakMap<Services, Promise<TranslatableLanguage[]>>();

function serverLanguages(services: Services): Promise<TranslatableLanguage[]> {
  let pending = languagesOf.get(services);
  if (!pending) {
    pending = services.quietClient.api
      .GET('/languages')
      .then(({ data }) => data ?? [])
      .catch(() => []);
    languagesOf.set(services, pending);
  }
  return pending;
}

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
  const [languages, setLanguages] = useState<TranslatableLanguage[]>([]);
  const [html, setHtml] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const locale = readerLocale();
  const wanted = !post.locked && post.text !== '' && !!post.language;

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void serverLanguages(services).then((list) => live && setLanguages(list));
    return () => {
      live = false;
    };
  }, [services, wanted]);

  // An edit brings new words: the old translation no longer fits.
  useEffect(() => setHtml(null), [post.text]);

  return {
    offered: wanted && shouldOfferTranslation(post.language, locale, languages),
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
