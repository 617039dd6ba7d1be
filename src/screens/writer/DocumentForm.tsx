import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { css, cx } from '@linaria/core';
import type { DocumentKind, WriterPresetsQuery } from '../../gateway/generated/graphql';
import { codeLanguages, maxCompletionInput } from '../../../contract/tool-limits';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/FormRefusal';
import { fieldArea, fieldBox, fieldLabel, fieldStack, formFooter } from '../../ui/formField';
import { color, font, space } from '../../ui/tokens';

// The form of a document (SPEC §2 "Writer and coder"): the writer's chosen template's own fields
// and extra instructions, or a free prompt; the coder's language and prompt. Ctrl+Enter submits.
// While a document is written the form gives way to Stop; a refusal shows the server's words,
// and a workspace out of credits is shown the way to the plans.

/** What a language is called in the picker. */
const languageNames: Record<string, string> = {
  javascript: 'JavaScript', typescript: 'TypeScript', python: 'Python', go: 'Go', rust: 'Rust', java: 'Java', csharp: 'C#', cpp: 'C++', c: 'C',
  ruby: 'Ruby', php: 'PHP', kotlin: 'Kotlin', swift: 'Swift', bash: 'Bash', sql: 'SQL', html: 'HTML', css: 'CSS',
};

interface Props {
  kind: DocumentKind;
  preset: WriterPresetsQuery['presets'][number] | null;
  fields: Record<string, string>;
  prompt: string;
  language: string;
  busy: boolean;
  stopping: boolean;
  /** Submit waits until it is known who is there. */
  ready: boolean;
  error: string | null;
  outOfCredits: boolean;
  onField: (name: string, value: string) => void;
  onPrompt: (value: string) => void;
  onLanguage: (value: string) => void;
  onSubmit: () => void;
  onStop: () => void;
}

export function DocumentForm(props: Props) {
  const { kind, preset, fields, prompt, language, busy, stopping, ready, error, outOfCredits } = props;
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const ctrlEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      props.onSubmit();
    }
  };
  const promptLabel = kind === 'code' ? 'What should the code do?' : preset ? 'Extra instructions (optional)' : 'What should I write?';
  return (
    <form className={form} onSubmit={submit} onKeyDown={ctrlEnter} aria-label={kind === 'code' ? 'Code request' : 'Document request'}>
      {kind === 'code' && (
        <label className={fieldStack}>
          <span className={fieldLabel}>Language</span>
          <select className={cx(fieldBox, box)} value={language} onChange={(e) => props.onLanguage(e.target.value)} disabled={busy}>
            {codeLanguages.map((name) => (
              <option key={name} value={name}>
                {languageNames[name] ?? name}
              </option>
            ))}
          </select>
        </label>
      )}
      {preset?.fields.map((input) => (
        <label key={input.name} className={fieldStack}>
          <span className={fieldLabel}>{input.label}</span>
          {input.multiline ? (
            <textarea className={cx(fieldBox, fieldArea, box, area)} value={fields[input.name] ?? ''} maxLength={maxCompletionInput} onChange={(e) => props.onField(input.name, e.target.value)} disabled={busy} />
          ) : (
            <input className={cx(fieldBox, box)} value={fields[input.name] ?? ''} maxLength={maxCompletionInput} onChange={(e) => props.onField(input.name, e.target.value)} disabled={busy} />
          )}
        </label>
      ))}
      <label className={fieldStack}>
        <span className={fieldLabel}>{promptLabel}</span>
        <textarea
          className={cx(fieldBox, fieldArea, box, area)}
          value={prompt}
          maxLength={maxCompletionInput}
          onChange={(e) => props.onPrompt(e.target.value)}
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={kind === 'code' ? 'e.g. Reverse a string' : undefined}
        />
      </label>
      <div className={formFooter}>
        <span className={hint}>Ctrl+Enter to {kind === 'code' ? 'generate' : 'write'}</span>
        {busy ? (
          <Button variant="secondary" onClick={props.onStop} disabled={stopping}>
            {stopping ? 'Stopping…' : 'Stop'}
          </Button>
        ) : (
          <Button type="submit" disabled={!ready}>
            {kind === 'code' ? 'Generate code' : 'Write'}
          </Button>
        )}
      </div>
      {/* Words, not a spinner: an animation would repaint the page every frame while the text streams. */}
      {busy && (
        <p className={status} aria-live="polite">
          {kind === 'code' ? 'Writing the code…' : 'Writing the document…'}
        </p>
      )}
      {error && !busy && (
        <FormRefusal id={`${id}-error`} message={error} outOfCredits={outOfCredits} />
      )}
    </form>
  );
}

const form = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

const box = css`
  padding: ${space.sm} ${space.md};
`;

const area = css`
  min-height: 96px;
`;

const hint = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const status = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.small};
`;

