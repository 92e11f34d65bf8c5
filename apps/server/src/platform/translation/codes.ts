// Apertium names languages with ISO 639-3 codes (eng, spa, cat…); our API, like LibreTranslate,
// uses ISO 639-1 (en, es, ca…). The languages Apertium has pairs for, both ways.
const TO_APERTIUM: Record<string, string> = {
  af: 'afr',
  an: 'arg',
  ar: 'ara',
  ast: 'ast',
  be: 'bel',
  bg: 'bul',
  br: 'bre',
  ca: 'cat',
  cs: 'ces',
  cy: 'cym',
  da: 'dan',
  de: 'deu',
  el: 'ell',
  en: 'eng',
  eo: 'epo',
  es: 'spa',
  eu: 'eus',
  fi: 'fin',
  fr: 'fra',
  ga: 'gle',
  gd: 'gla',
  gl: 'glg',
  he: 'heb',
  hi: 'hin',
  hr: 'hbs',
  id: 'ind',
  is: 'isl',
  it: 'ita',
  kk: 'kaz',
  ky: 'kir',
  lt: 'lit',
  lv: 'lav',
  mk: 'mkd',
  ms: 'msa',
  mt: 'mlt',
  nb: 'nob',
  nl: 'nld',
  nn: 'nno',
  oc: 'oci',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  ru: 'rus',
  sc: 'srd',
  se: 'sme',
  sk: 'slk',
  sl: 'slv',
  sq: 'sqi',
  sv: 'swe',
  tr: 'tur',
  tt: 'tat',
  uk: 'ukr',
  ur: 'urd',
  uz: 'uzb',
};
const FROM_APERTIUM = Object.fromEntries(Object.entries(TO_APERTIUM).map(([a, b]) => [b, a]));

/** Apertium's code for one of ours, or null when Apertium has none. */
export const toApertium = (code: string): string | null => TO_APERTIUM[code] ?? null;

/** Our code for one of Apertium's; variants (`eng_US`) and unknown codes give null. */
export const fromApertium = (code: string): string | null => FROM_APERTIUM[code] ?? null;

/** English names for the languages we list. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
