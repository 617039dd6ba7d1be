import type { ReactNode } from 'react';
import { cx } from '@linaria/core';
import type { AccountFormInput } from '../../machines/account/accountFormMachine';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { ErrorText, Field } from '../../ui/Field';
import { fieldArea, fieldBox, fieldLabel, fieldStack } from '../../ui/formField';
import { Spinner } from '../../ui/Spinner';
import { areaField, card, muted, sectionTitle } from './styles';
import { useAccountForm } from './useAccountForm';

// One of the account's small forms as a card: its fields, its button, the refusal's words
// above the fields and the success words as a toast (accountFormMachine holds the flow).

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'textarea';
  autoComplete?: string;
  /** The server's limit for the field (contract/account-limits.ts), so the input stops where the server would refuse. */
  maxLength: number;
}

interface Props {
  title: string;
  id: string;
  form: Omit<AccountFormInput, 'client'>;
  fields: FieldSpec[];
  action: string;
  description?: ReactNode;
  children?: ReactNode;
}

export function AccountFormCard({ title, id, form, fields, action, description, children }: Props) {
  const { values, error, busy, change: changeField, submit } = useAccountForm(form, toast.success);
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {description && <p className={muted}>{description}</p>}
      <form onSubmit={submit} noValidate>
        <ErrorText>{error}</ErrorText>
        {fields.map((field) => {
          const change = (event: { target: { value: string } }) => changeField(field.name, event.target.value);
          return field.type === 'textarea' ? (
            <label key={field.name} className={cx(fieldStack, areaField)}>
              <span className={fieldLabel}>{field.label}</span>
              <textarea className={cx(fieldBox, fieldArea)} value={values[field.name] ?? ''} maxLength={field.maxLength} onChange={change} />
            </label>
          ) : (
            <Field key={field.name} label={field.label} type={field.type ?? 'text'} autoComplete={field.autoComplete} maxLength={field.maxLength} value={values[field.name] ?? ''} onChange={change} />
          );
        })}
        <Button type="submit" disabled={busy}>
          {busy && <Spinner decorative />}
          {action}
        </Button>
      </form>
      {children}
    </section>
  );
}
