// Design tokens: the one place colours, spacing, radii and the type scale are decided.
// Components interpolate these into linaria `css` blocks; wyw-in-js evaluates them at build.

export const color = {
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
  success: '#2b8a3e',
  successSoft: '#ebfbee',
  userBubble: '#e9ecf5',
  focus: 'rgba(59, 91, 219, 0.35)',
  overlay: 'rgba(20, 20, 18, 0.45)',
} as const;

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
  family: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
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
} as const;
