import { css } from '@linaria/core';
import { color, font } from './tokens';

// Page-wide defaults. Imported once by main.tsx; the class itself is unused.
export const globalStyles = css`
  :global() {
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
    textarea {
      font: inherit;
      color: inherit;
    }
    :focus-visible {
      outline: 3px solid ${color.focus};
      outline-offset: 1px;
    }
  }
`;
