// The translation area's operations (LibreTranslate-shaped; the work is platform/translation's).
import { detectLanguage } from './operations/detectLanguage';
import { listLanguages } from './operations/listLanguages';
import { translateText } from './operations/translateText';

export const translationOperations = [translateText, detectLanguage, listLanguages];
