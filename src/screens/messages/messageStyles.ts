import { css } from '@linaria/core';
import { color, font, radius, space } from '../../ui/tokens';

// Buttons and quotes shared by the message toolbar, the edit and feedback forms, and quoting.

export const iconButton = css`
  min-width: 28px;
  height: 28px;
  padding: 0 ${space.xs};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color.sunken};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

export const textButton = css`
  height: 28px;
  padding: 0 ${space.sm};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  font-size: ${font.small};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color.sunken};
    color: ${color.text};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

export const quoted = css`
  margin: 0;
  padding: ${space.xs} ${space.md};
  border-left: 3px solid ${color.borderStrong};
  color: ${color.textMuted};
  font-size: ${font.small};
  white-space: pre-wrap;
  max-width: 85%;
`;
