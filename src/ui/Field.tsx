import type { InputHTMLAttributes } from 'react';
import { css } from '@linaria/core';
import { color, font, radius, space } from './tokens';

/** A labelled text input; the label names it for screen readers and for tests. */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={field}>
      <span className={labelText}>{label}</span>
      <input className={inputBox} {...input} />
    </label>
  );
}

export function ErrorText({ children }: { children: string | null }) {
  if (!children) return null;
  return (
    <p role="alert" className={errorText}>
      {children}
    </p>
  );
}

const field = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-bottom: ${space.lg};
`;

const labelText = css`
  font-size: ${font.small};
  font-weight: 550;
`;

const inputBox = css`
  padding: 10px ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  &:focus {
    border-color: ${color.accent};
    outline: 3px solid ${color.focus};
  }
`;

const errorText = css`
  margin: 0 0 ${space.lg};
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  background: ${color.dangerSoft};
  color: ${color.danger};
  font-size: ${font.small};
`;
