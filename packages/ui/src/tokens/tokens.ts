/**
 * Trestle design tokens. The same values are declared as CSS custom properties in
 * `src/styles/tokens.css` (`--tr-<group>-<key>`); `tokens.test.ts` keeps the two in step.
 *
 * Palette: deep slate/navy for structure and primary actions, safety orange as the accent
 * (indicators, badges, focus). Every text/background pair used by the components meets WCAG AA.
 */
export const tokens = {
  color: {
    bg: '#f4f6f9',
    surface: '#ffffff',
    surfaceMuted: '#e9eef5',
    surfaceSelected: '#dfe7f1',
    border: '#d5dde7',
    borderStrong: '#7b8797',
    text: '#14202e',
    textMuted: '#4a5868',
    textInverse: '#ffffff',
    primary: '#1e3a5f',
    primaryHover: '#16304f',
    accent: '#f26b1d',
    accentSurface: '#fde7d9',
    onAccent: '#14202e',
    accentText: '#b54708',
    focus: '#c2410c',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSurface: '#fef3f2',
    success: '#067647',
    successSurface: '#ecfdf3',
    info: '#1d4ed8',
    infoSurface: '#eff6ff',
    warning: '#93370d',
    warningSurface: '#fffaeb',
    overlay: 'rgba(20, 32, 46, 0.5)',
  },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
  },
  radius: {
    sm: '4px',
    md: '6px',
    lg: '10px',
    full: '9999px',
  },
  font: {
    sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(20, 32, 46, 0.08)',
    md: '0 4px 12px rgba(20, 32, 46, 0.12)',
    lg: '0 12px 32px rgba(20, 32, 46, 0.18)',
  },
  /** Min widths. Below `sm` is a phone; the right column appears from `md`. Media queries
   * cannot read custom properties, so component CSS repeats these numbers (checked by a test). */
  breakpoint: {
    sm: '640px',
    md: '1024px',
    lg: '1280px',
  },
  size: {
    topBar: '56px',
    bottomBar: '56px',
    nav: '232px',
    aside: '320px',
    content: '1280px',
    control: '40px',
  },
  zIndex: {
    sticky: '100',
    menu: '200',
    modal: '1000',
  },
} as const;

export type Tokens = typeof tokens;
export type TokenGroup = keyof Tokens;

const kebab = (s: string): string => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property name of a token, e.g. `cssVarName('color', 'textMuted')` → `--tr-color-text-muted`. */
export function cssVarName<G extends TokenGroup>(group: G, key: keyof Tokens[G] & string): string {
  return `--tr-${kebab(group)}-${kebab(key)}`;
}

type Vars = { readonly [G in TokenGroup]: { readonly [K in keyof Tokens[G]]: string } };

/** `var(--tr-…)` references for inline styles, e.g. `vars.color.primary`. */
export const vars: Vars = Object.fromEntries(
  Object.entries(tokens).map(([group, values]) => [
    group,
    Object.fromEntries(
      Object.keys(values).map((key) => [
        key,
        `var(${cssVarName(group as TokenGroup, key as never)})`,
      ]),
    ),
  ]),
) as Vars;
