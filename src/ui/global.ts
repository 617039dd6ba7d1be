import { css } from '@linaria/core';
import { breakpoint, color, font, paletteDeclarations, palettes } from './tokens';

// Page-wide defaults. Imported once by main.tsx; the class itself is unused.
//
// Themes without a flash: the stylesheet alone follows the system (`prefers-color-scheme`), so
// the first paint is right for everyone who never chose; a stored choice is put on <html
// data-theme> by main.tsx before React renders, and on a prerendered page (`/`, `/login`,
// `/signup`) already by its one inline script in <head> (allowed by its hash; every other page
// runs no inline script).
export const globalStyles = css`
  :global() {
    /* The system's colour emoji font, whichever it has, for emoji only (font.family lists it first). */
    @font-face {
      font-family: 'Atelier Emoji';
      src: local('Apple Color Emoji'), local('Segoe UI Emoji'), local('Noto Color Emoji'), local('NotoColorEmoji');
      unicode-range: U+200D, U+20E3, U+2300-23FF, U+2600-27BF, U+2B00-2BFF, U+FE0F, U+1F000-1FAFF;
    }
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
    /* A prerendered logged-out page (server/prerendered-pages.ts): a disabled fieldset around the
       markup that lays out as if it were not there. Hidden when its head script found a session,
       which it must never show, or a sidebar folded to a rail (a wide screen would see the page
       jump when the app replaces it): those visitors wait for the app as before. */
    .prerendered {
      display: contents;
      min-width: 0;
      margin: 0;
      padding: 0;
      border: 0;
    }
    /* Controls the fieldset alone disables look as they will once live. */
    .prerendered :disabled:not([disabled]) {
      opacity: 1;
    }
    :root[data-session] .prerendered {
      display: none;
    }
    ${breakpoint.wide} {
      :root[data-rail] .prerendered {
        display: none;
      }
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
