// The translation servers we forward to. They are the operator's own (often on loopback), named
// in the configuration, not addresses a person typed: so they are reached with plain fetch and a
// time-out, not through the outbound client, which refuses private addresses on purpose.
import { fromApertium, languageName, toApertium } from './codes';

export interface Language {
  code: string;
  name: string;
  targets: string[];
}

export type TextFormat = 'text' | 'html';

export interface TranslationProvider {
  name: 'apertium' | 'libretranslate';
  languages(): Promise<Language[]>;
  translate(texts: string[], source: string, target: string, format: TextFormat): Promise<string[]>;
}

/** The server did not answer as it should (down, slow, or an error status). */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

const TIMEOUT_MS = 20_000;

async function call(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderUnavailable(`${url} could not be reached`, { cause: error });
  }
  const text = await response.text();
  if (!response.ok)
    throw new ProviderUnavailable(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ProviderUnavailable(`${url} did not answer JSON`, { cause: error });
  }
}

/** Apertium APY: /listPairs and /translate (langpair=eng|spa), ISO 639-3 codes. */
export function apertiumProvider(baseUrl: string): TranslationProvider {
  const base = baseUrl.replace(/\/$/, '');
  return {
    name: 'apertium',
    async languages() {
      const body = (await call(`${base}/listPairs`, {})) as {
        responseData?: { sourceLanguage: string; targetLanguage: string }[];
      };
      const targets = new Map<string, Set<string>>();
      for (const pair of body.responseData ?? []) {
        const source = fromApertium(pair.sourceLanguage);
        const target = fromApertium(pair.targetLanguage);
        if (!source || !target) continue;
        targets.set(source, (targets.get(source) ?? new Set()).add(target));
      }
      return [...targets].map(([code, to]) => ({
        code,
        name: languageName(code),
        targets: [...to].sort(),
      }));
    },
    async translate(texts, source, target, format) {
      const pair = `${toApertium(source)}|${toApertium(target)}`;
      return Promise.all(
        texts.map(async (q) => {
          const form = new URLSearchParams({ langpair: pair, q, markUnknown: 'no' });
          if (format === 'html') form.set('format', 'html');
          const body = (await call(`${base}/translate`, { method: 'POST', body: form })) as {
            responseData?: { translatedText?: string };
          };
          const translated = body.responseData?.translatedText;
          if (typeof translated !== 'string') throw new ProviderUnavailable('no translatedText');
          return translated;
        }),
      );
    },
  };
}

/** LibreTranslate: GET /languages, POST /translate with JSON, optional api_key. */
export function libreTranslateProvider(baseUrl: string, apiKey?: string): TranslationProvider {
  const base = baseUrl.replace(/\/$/, '');
  const key = apiKey ? { api_key: apiKey } : {};
  return {
    name: 'libretranslate',
    async languages() {
      const body = (await call(`${base}/languages`, {})) as Language[];
      return Array.isArray(body) ? body : [];
    },
    async translate(texts, source, target, format) {
      const body = (await call(`${base}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q: texts, source, target, format, ...key }),
      })) as { translatedText?: string | string[] };
      const out = body.translatedText;
      const list = Array.isArray(out) ? out : typeof out === 'string' ? [out] : null;
      if (!list || list.length !== texts.length)
        throw new ProviderUnavailable('bad translatedText');
      return list;
    },
  };
}
