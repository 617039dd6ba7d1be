// The login, signup and password-reset cards: one centred card with its title, hint and links.
import { css } from '@linaria/core';
import { color, font, radius, shadow, space } from '../../ui/tokens';

export const page = css`
  display: grid;
  place-items: center;
  flex: 1;
  padding: ${space.lg};
  overflow: auto;
`;

export const card = css`
  width: min(400px, 100%);
  padding: ${space.xxl} ${space.xl};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

export const title = css`
  margin: 0 0 ${space.xl};
  font-size: ${font.title};
`;

export const wide = css`
  width: 100%;
`;

export const hint = css`
  margin: 0 0 ${space.lg};
  color: ${color.textMuted};
`;

export const linkButton = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${color.accent};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

export const other = css`
  margin: ${space.lg} 0 0;
  color: ${color.textMuted};
  font-size: ${font.small};
  text-align: center;
`;
