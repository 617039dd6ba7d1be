import type { FormEvent } from 'react';
import { css } from '@linaria/core';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { ErrorText, Field } from './Field';
import { Spinner } from './Spinner';

interface GuestModalProps {
  name: string;
  error: string | null;
  busy: boolean;
  onNameChange: (value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
  /** What the name lets the visitor do (the chat's words unless a tool says its own). */
  description?: string;
}

export function GuestModal({ name, error, busy, onNameChange, onSubmit, onClose, description = 'Tell us your first name to begin chatting.' }: GuestModalProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog title="Before we start" description={description} onClose={busy ? undefined : onClose}>
      <form onSubmit={submit} noValidate>
        <ErrorText>{error}</ErrorText>
        <Field label="Your name" autoComplete="given-name" value={name} onChange={(event) => onNameChange(event.target.value)} />
        <Button type="submit" disabled={busy} className={wide}>
          {busy ? <Spinner decorative /> : null}
          Continue
        </Button>
      </form>
    </Dialog>
  );
}

const wide = css`
  width: 100%;
`;
