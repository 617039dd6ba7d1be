import { css } from '@linaria/core';
import { color, font, paletteDeclarations, palettes } from './tokens';

// Page-wide defaults. Imported once by main.tsx; the class itself is unused.
//
// Themes without a flash and without inline script (the CSP forbids it): the stylesheet alone
// follows the system (`prefers-color-scheme`), so the first paint is right for everyone who
// never chose; a stored choice is put on <html data-theme> by main.tsx before React renders.
export const globalStyles = css`
  :global() {
    :root {
      color-scheme: light;
      ${paletteDeclarations(palettes.light)}
    }
    @media (prefers-color-scheme: dark) {
      :root:not([data-theme='light']) {
        color-scheme: dark;
        ${paletteDeclarations(palettes.dark)}
      }
    }
    :root[data-theme='dark'] {
      color-scheme: dark;
      ${paletteDeclarations(palettes.dark)}
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html,
    body,
    #root {
      height: 100%;
    }
    body {
      margin: 0;
      background: ${color.page};
      color: ${color.text};
      font-family: ${font.family};
      font-size: ${font.body};
      line-height: ${font.lineHeight};
      -webkit-font-smoothing: antialiased;
    }
    a {
      color: ${color.accent};
    }
    button,
    input,
    textarea,
    select {
      font: inherit;
      color: inherit;
    }
    /* Keyboard focus is visible everywhere; a component that drops the ring shows focus otherwise. */
    :focus-visible {
      outline: 2px solid ${color.focus};
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 1ms !important;
        transition-duration: 1ms !important;
      }
    }
  }
`;
