import type { FormEvent } from 'react';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { transcriberMachine, transcriberView } from '../../machines/transcriber/transcriberMachine';
import { actorOptions } from '../../machines/inspect';
import { Button } from '../../ui/Button';
import { ErrorText, Field } from '../../ui/Field';
import { pageIntro, pageLead, pageTitle, screenScroller, toolColumn } from '../../ui/toolPage';

// The Transcriber tool at `/app/transcriber` (contract/pages.ts): a view over transcriberMachine.

export default function TranscriberScreen() {
  const client = useClient();
  const actor = useActorRef(transcriberMachine, actorOptions({ client }));
  const { text, answer, error, busy } = useSelector(actor, transcriberView, sameView);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  return (
    <div className={screenScroller}>
      <div className={toolColumn}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Transcriber</h1>
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

const sameView = (a: ReturnType<typeof transcriberView>, b: ReturnType<typeof transcriberView>) =>
  a.text === b.text && a.answer === b.answer && a.error === b.error && a.busy === b.busy;
