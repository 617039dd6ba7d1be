import { useEffect } from 'react';
import { useClient } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { selectVoiceClone, voiceCloneMachine } from '../../machines/voiceover/voiceCloneMachine';
import { actorOptions } from '../../machines/inspect';
import { VoiceCloneModal } from './VoiceCloneModal';

// The clone modal with its machine, loaded when Clone a voice is first pressed: the recorder, the
// WAV encoder and the modal are a chunk of their own, so opening Voiceover does not wait for
// them. Mounted, it opens; once its machine closes (cloned or cancelled) the screen unmounts it.

export default function VoiceClone({ onCloned, onClosed }: { onCloned(id: string): void; onClosed(): void }) {
  const client = useClient();
  const actor = useActorRef(voiceCloneMachine, actorOptions({ client }));
  const clone = useSelector(actor, selectVoiceClone, shallowEqual);
  useEffect(() => {
    let opened = false;
    const closing = actor.subscribe((snapshot) => {
      if (!snapshot.matches('closed')) opened = true;
      else if (opened) onClosed();
    });
    const cloned = actor.on('cloned', (event) => onCloned(event.id));
    actor.send({ type: 'OPEN' });
    return () => {
      closing.unsubscribe();
      cloned.unsubscribe();
    };
  }, [actor, onCloned, onClosed]);
  if (!clone.open) return null;
  return (
    <VoiceCloneModal
      {...clone}
      onField={(fields) => actor.send({ type: 'FIELD.CHANGE', fields })}
      onRecord={() => actor.send({ type: 'RECORD' })}
      onStop={() => actor.send({ type: 'STOP' })}
      onUpload={(file) => actor.send({ type: 'UPLOAD', file })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    />
  );
}
