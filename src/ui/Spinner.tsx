import { css } from '@linaria/core';
import { color } from './tokens';

/** `decorative` when the surrounding text already says what is happening (e.g. in a button). */
export function Spinner({ label = 'Loading', decorative = false }: { label?: string; decorative?: boolean }) {
  if (decorative) return <span aria-hidden="true" className={spinner} />;
  return <span role="progressbar" aria-label={label} className={spinner} />;
}

const spinner = css`
  display: inline-block;
  width: 18px;
  height: 18px;
  border: 2px solid ${color.border};
  border-top-color: ${color.accent};
  border-radius: 50%;
  animation: spin 700ms linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
