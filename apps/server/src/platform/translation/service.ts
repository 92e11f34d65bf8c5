// Translation as the API offers it: the configured server (or none), the pairs it offers, a
// cache of every translation, and offline detection when the source is `auto`.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { badRequest, HttpError } from '../http/errors';
import { languageName } from './codes';
import { detectLanguages, type DetectedLanguage } from './detect';
import {
  ProviderUnavailable,
  type Language,
  type TextFormat,
  type TranslationProvider,
} from './providers';

export const TRANSLATION_MESSAGES = {
  notConfigured: 'Translation is not available on this server.',
  down: 'The translation service is not answering. Please try again later.',
  unknownSource: 'The language of this text could not be told. Choose it and try again.',
} as const;

export const pairMissing = (source: string, target: string) =>
  `Translation from ${languageName(source)} to ${languageName(target)} is not available.`;

export interface TranslateRequest {
  q: string | string[];
  source: string;
  target: string;
  format: TextFormat;
}

export interface TranslateResult {
  translatedText: string | string[];
  detectedLanguage?: DetectedLanguage;
}

export interface TranslationService {
  /** Whether a translation server is configured (clients hide "Translate" otherwise). */
  readonly configured: boolean;
  languages(): Promise<Language[]>;
  translate(request: TranslateRequest): Promise<TranslateResult>;
}

/** How long the server's list of pairs is trusted before it is asked again. */
const LANGUAGES_TTL_MS = 5 * 60 * 1000;

export function createTranslationService(
  provider: TranslationProvider | null,
  db: Db,
  log: Logger,
): TranslationService {
  let cachedLanguages: { at: number; list: Language[] } | null = null;

  const unavailable = (error: unknown): never => {
    if (error instanceof ProviderUnavailable) {
      log.warn({ err: error }, 'translation server unavailable');
      throw new HttpError(503, TRANSLATION_MESSAGES.down);
    }
    throw error;
  };

  async function languages(): Promise<Language[]> {
    if (!provider) return [];
    if (cachedLanguages && Date.now() - cachedLanguages.at < LANGUAGES_TTL_MS) {
      return cachedLanguages.list;
    }
    const list = await provider.languages().catch(unavailable);
    cachedLanguages = { at: Date.now(), list };
    return list;
  }

  const keyOf = (source: string, target: string, format: TextFormat, text: string) =>
    createHash('sha256')
      .update(`${provider?.name}\n${source}\n${target}\n${format}\n${text}`)
      .digest('hex');

  async function translateTexts(
    texts: string[],
    source: string,
    target: string,
    format: TextFormat,
  ) {
    const keys = texts.map((text) => keyOf(source, target, format, text));
    const found = new Map(
      (
        await db
          .selectFrom('translations')
          .select(['key', 'translated'])
          .where('key', 'in', [...new Set(keys)])
          .execute()
      ).map((row) => [row.key, row.translated]),
    );
    const missing = texts.filter((_, i) => !found.has(keys[i]!));
    if (missing.length > 0) {
      const done = await provider!.translate(missing, source, target, format).catch(unavailable);
      const rows = missing.map((text, i) => ({
        key: keyOf(source, target, format, text),
        translated: done[i]!,
      }));
      for (const row of rows) found.set(row.key, row.translated);
      await db
        .insertInto('translations')
        .values(rows.map((row) => ({ ...row, created_at: sql<Date>`now()` })))
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }
    return keys.map((key) => found.get(key)!);
  }

  return {
    configured: provider !== null,
    languages,
    async translate({ q, source, target, format }) {
      if (!provider) throw new HttpError(503, TRANSLATION_MESSAGES.notConfigured);
      const texts = Array.isArray(q) ? q : [q];
      let from = source;
      let detected: DetectedLanguage | undefined;
      if (source === 'auto') {
        detected = detectLanguages(texts.join('\n'))[0];
        if (!detected)
          throw badRequest(TRANSLATION_MESSAGES.unknownSource, {
            source: TRANSLATION_MESSAGES.unknownSource,
          });
        from = detected.language;
      }
      let translated: string[];
      if (from === target) {
        translated = texts;
      } else {
        const offered = (await languages()).find((l) => l.code === from)?.targets ?? [];
        if (!offered.includes(target)) {
          const message = pairMissing(from, target);
          throw badRequest(message, { target: message });
        }
        translated = await translateTexts(texts, from, target, format);
      }
      return {
        translatedText: Array.isArray(q) ? translated : translated[0]!,
        ...(detected ? { detectedLanguage: detected } : {}),
      };
    },
  };
}
