import { Link } from 'wouter';
import { css } from '@linaria/core';
import { color, font, space } from './tokens';

/** The page for an address nothing is at: the not-found screen, and a page shown to someone not allowed there. */
export function NotFound() {
  return (
    <section className={page}>
      <h1 className={title}>Page not found</h1>
      <p className={text}>There is nothing at this address.</p>
      <Link href="/">Go to the chat</Link>
    </section>
  );
}

const page = css`
  margin: auto;
  padding: ${space.xl};
  text-align: center;
`;

const title = css`
  margin: 0 0 ${space.sm};
  font-size: ${font.title};
`;

const text = css`
  color: ${color.textMuted};
`;
