// The shell's remembered choices (theme, sidebar collapsed) in localStorage, and putting the
// theme on <html>. main.tsx applies the stored theme before the first render; shellMachine
// writes changes. Storage may be unavailable (private modes, blocked cookies): then the
// choices last as long as the page.

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface ShellPreferences {
  theme: ThemeChoice;
  sidebarCollapsed: boolean;
}

export const THEME_KEY = 'atelier.theme';
export const SIDEBAR_KEY = 'atelier.sidebar';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* not remembered; the page still shows the choice */
  }
}

export function readPreferences(): ShellPreferences {
  const theme = read(THEME_KEY);
  return {
    theme: theme === 'light' || theme === 'dark' ? theme : 'system',
    sidebarCollapsed: read(SIDEBAR_KEY) === 'collapsed',
  };
}

export function rememberTheme(theme: ThemeChoice) {
  write(THEME_KEY, theme === 'system' ? null : theme);
}

export function rememberSidebar(collapsed: boolean) {
  write(SIDEBAR_KEY, collapsed ? 'collapsed' : null);
}

/** `system` leaves the stylesheet's `prefers-color-scheme` rules in charge (src/ui/global.ts). */
export function applyTheme(theme: ThemeChoice, root: HTMLElement = document.documentElement) {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}
