import type { ButtonHTMLAttributes } from 'react';
import { css, cx } from '@linaria/core';
import { color, font, radius, space } from './tokens';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cx(base, variants[variant], className)} {...rest} />;
}

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 38px;
  padding: 0 ${space.lg};
  border: 1px solid transparent;
  border-radius: ${radius.md};
  font-size: ${font.body};
  font-weight: 550;
  cursor: pointer;
  transition:
    background 120ms,
    border-color 120ms;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const variants = {
  primary: css`
    background: ${color.accent};
    color: ${color.textOnAccent};
    &:hover:not(:disabled) {
      background: ${color.accentHover};
    }
  `,
  secondary: css`
    background: ${color.surface};
    border-color: ${color.borderStrong};
    &:hover:not(:disabled) {
      background: ${color.sunken};
    }
  `,
  ghost: css`
    background: transparent;
    &:hover:not(:disabled) {
      background: ${color.sunken};
    }
  `,
  danger: css`
    background: ${color.danger};
    color: ${color.textOnAccent};
  `,
};
