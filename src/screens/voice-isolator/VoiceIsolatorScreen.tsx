import type { FormEvent } from 'react';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { voiceIsolatorMachine, voiceIsolatorView } from '../../machines/voice-isolator/voiceIsolatorMachine';
import { actorOptions } from '../../machines/inspect';
import { Button } from '../../ui/Button';
import { ErrorText, Field } from '../../ui/Field';
import { pageIntro, pageLead, pageTitle, screenScroller, toolColumn } from '../../ui/toolPage';

// The Voice isolator tool at `/app/voice-isolator` (contract/pages.ts): a view over voiceIsolatorMachine.

export default function VoiceIsolatorScreen() {
  const client = useClient();
  const actor = useActorRef(voiceIsolatorMachine, actorOptions({ client }));
  const { text, answer, error, busy } = useSelector(actor, voiceIsolatorView, sameView);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  return (
    <div className={screenScroller}>
      <div className={toolColumn}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Voice isolator</h1>
          <p className={pageLead}>Type a text: it comes back with its length and how many you have echoed.</p>
        </header>
        <form onSubmit={submit}>
          <Field label="Text" value={text} maxLength={1000} onChange={(event) => actor.send({ type: 'TEXT.CHANGE', value: event.target.value })} />
          <ErrorText>{error}</ErrorText>
          <Button type="submit" disabled={busy || !text.trim()}>
            Echo
          </Button>
        </form>
        {answer && (
          <p role="status">
            {answer.text} ({answer.characters} characters; echo {answer.echoes})
          </p>
        )}
      </div>
    </div>
  );
}

const sameView = (a: ReturnType<typeof voiceIsolatorView>, b: ReturnType<typeof voiceIsolatorView>) =>
  a.text === b.text && a.answer === b.answer && a.error === b.error && a.busy === b.busy;
