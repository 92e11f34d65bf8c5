import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssVarName, tokens, vars, type TokenGroup } from './tokens';

const css = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../styles/tokens.css'),
  'utf8',
);
const declared = new Map(
  [...css.matchAll(/(--tr-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
);
const expected = new Map(
  Object.entries(tokens).flatMap(([group, values]) =>
    Object.entries(values).map(([key, value]) => [
      cssVarName(group as TokenGroup, key as never),
      value,
    ]),
  ),
);

describe('tokens.css', () => {
  it('declares exactly the tokens of tokens.ts, with the same values', () => {
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(expected));
  });

  it('names variables in kebab case', () => {
    expect(cssVarName('color', 'textMuted')).toBe('--tr-color-text-muted');
    expect(vars.fontSize['2xl']).toBe('var(--tr-font-size-2xl)');
  });
});

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('colour contrast (WCAG AA)', () => {
  const c = tokens.color;
  // Text pairs the components use: at least 4.5:1.
  const text: Array<[string, string, string]> = [
    ['text on bg', c.text, c.bg],
    ['text on surface', c.text, c.surface],
    ['text on surfaceMuted', c.text, c.surfaceMuted],
    ['textMuted on surface', c.textMuted, c.surface],
    ['textMuted on bg', c.textMuted, c.bg],
    ['textMuted on surfaceMuted', c.textMuted, c.surfaceMuted],
    ['textInverse on primary', c.textInverse, c.primary],
    ['textInverse on primaryHover', c.textInverse, c.primaryHover],
    ['primary on surface', c.primary, c.surface],
    ['primary on surfaceMuted', c.primary, c.surfaceMuted],
    ['primary on surfaceSelected', c.primary, c.surfaceSelected],
    ['onAccent on accent', c.onAccent, c.accent],
    ['accentText on surface', c.accentText, c.surface],
    ['accentText on accentSurface', c.accentText, c.accentSurface],
    ['textInverse on danger', c.textInverse, c.danger],
    ['textInverse on dangerHover', c.textInverse, c.dangerHover],
    ['danger on surface', c.danger, c.surface],
    ['danger on dangerSurface', c.danger, c.dangerSurface],
    ['success on successSurface', c.success, c.successSurface],
    ['info on infoSurface', c.info, c.infoSurface],
    ['warning on warningSurface', c.warning, c.warningSurface],
  ];
  it.each(text)('%s ≥ 4.5', (_label, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  // Input borders and focus rings: at least 3:1 against what surrounds them.
  const ui: Array<[string, string, string]> = [
    ['borderStrong on surface', c.borderStrong, c.surface],
    ['borderStrong on bg', c.borderStrong, c.bg],
    ['focus on surface', c.focus, c.surface],
    ['focus on bg', c.focus, c.bg],
    ['accent on primary (top bar focus ring)', c.accent, c.primary],
  ];
  it.each(ui)('%s ≥ 3', (_label, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
