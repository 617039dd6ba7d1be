// Design tokens: the one place colours, spacing, radii and the type scale are decided.
// Components interpolate these into linaria `css` blocks; wyw-in-js evaluates them at build.
//
// Colours are CSS custom properties so one stylesheet serves both themes: `color.page` is
// `var(--color-page)`, and global.ts declares the light and dark values below on :root —
// dark under `prefers-color-scheme: dark` unless the user picked a theme (html[data-theme]).

const light = {
  page: '#f7f7f5',
  surface: '#ffffff',
  sunken: '#efefec',
  border: '#e3e3de',
  borderStrong: '#cfcfc8',
  text: '#1d1d1b',
  textMuted: '#6b6b66',
  textOnAccent: '#ffffff',
  accent: '#3b5bdb',
  accentHover: '#324fc4',
  accentSoft: '#e8edff',
  danger: '#c92a2a',
  dangerSoft: '#fff0f0',
  // 5:1 on white and on successSoft: a small "Paid" or "Your current plan" stays readable (AA).
  success: '#237a35',
  successSoft: '#ebfbee',
  userBubble: '#e9ecf5',
  // Solid, not a tint: a focus ring needs 3:1 against what surrounds it (WCAG 2.2, 1.4.11).
  focus: '#3b5bdb',
  overlay: 'rgba(20, 20, 18, 0.45)',
};

type Palette = Record<keyof typeof light, string>;

// Light text on a light accent reads badly, so in the dark the accent carries dark text.
const dark: Palette = {
  page: '#141413',
  surface: '#1c1c1a',
  sunken: '#262624',
  border: '#30302d',
  borderStrong: '#46463f',
  text: '#ececea',
  textMuted: '#a3a39c',
  textOnAccent: '#0b1330',
  accent: '#7d96ff',
  accentHover: '#9aadff',
  accentSoft: '#242c4d',
  danger: '#ff8787',
  dangerSoft: '#3a1f1f',
  success: '#69db7c',
  successSoft: '#1a2e1f',
  userBubble: '#262b3a',
  focus: '#9aadff',
  overlay: 'rgba(0, 0, 0, 0.6)',
};

export const palettes = { light, dark } as const;

const cssName = (name: string) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export const color = Object.fromEntries(Object.keys(light).map((name) => [name, `var(${cssName(name)})`])) as {
  readonly [K in keyof typeof light]: string;
};

/** The custom-property declarations of one palette, for global.ts. */
export function paletteDeclarations(palette: Palette): string {
  return Object.entries(palette)
    .map(([name, value]) => `${cssName(name)}: ${value};`)
    .join('\n');
}

export const space = {
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;

export const radius = {
  sm: '6px',
  md: '10px',
  lg: '16px',
  pill: '999px',
} as const;

export const font = {
  // Emoji first, from the system's colour emoji font (global.ts's 'Atelier Emoji' face, limited to the
  // emoji ranges so it never draws a letter or a digit): listed after the text fonts, a text font
  // with a few monochrome emoji (DejaVu on Linux) drew those and an empty box for the rest. The
  // same fonts by name at the end, for whatever the ranges miss.
  family: `'Atelier Emoji', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'`,
  mono: `ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace`,
  small: '13px',
  body: '15px',
  large: '17px',
  title: '22px',
  lineHeight: '1.6',
} as const;

export const shadow = {
  card: '0 1px 2px rgba(0, 0, 0, 0.04), 0 2px 8px rgba(0, 0, 0, 0.04)',
  raised: '0 8px 30px rgba(0, 0, 0, 0.12)',
} as const;

export const breakpoint = {
  narrow: '@media (max-width: 760px)',
  wide: '@media (min-width: 761px)',
} as const;
