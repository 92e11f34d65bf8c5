// Translation: forwarded to the configured Apertium APY or LibreTranslate server, cached;
// language detection offline.
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../db/database';
import { apertiumProvider, libreTranslateProvider } from './providers';
import { createTranslationService, type TranslationService } from './service';

export { detectLanguages, languageOfPost, type DetectedLanguage } from './detect';
export { TRANSLATION_MESSAGES, pairMissing, type TranslationService } from './service';

export function translationFromConfig(config: Config, db: Db, log: Logger): TranslationService {
  const { provider, url, apiKey } = config.translation;
  const server = !url
    ? null
    : provider === 'libretranslate'
      ? libreTranslateProvider(url, apiKey)
      : apertiumProvider(url);
  return createTranslationService(server, db, log);
}
