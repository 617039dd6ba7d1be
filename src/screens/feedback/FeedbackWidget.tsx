import { useEffect, useRef } from 'react';
import { useClient, useQuery } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { MeQuery } from '../../gateway/account/operations';
import { feedbackMachine, selectFeedbackForm, type Contact } from '../../machines/feedback/feedbackMachine';
import { FeedbackDialog } from './FeedbackDialog';

// The feedback widget once its button was first pressed (src/app/shell/FeedbackButton.tsx
// loads this chunk then): runs feedbackMachine, opens it on every press with the account's
// name and email, and thanks with a toast shown 5 s (SPEC §9) once the dialog has closed.

export function FeedbackWidget({ opens }: { opens: number }) {
  const client = useClient();
  const feedback = useActorRef(feedbackMachine, actorOptions({ client }));
  const [{ data }] = useQuery({ query: MeQuery });
  const me = data?.me;
  const name = me ? [me.firstName, me.lastName].filter(Boolean).join(' ') || null : null;
  const email = me?.email ?? null;

  // Only a press opens it: the account's name and email are read at that moment, not followed.
  const contact = useRef<Contact>({ name, email });
  useEffect(() => {
    contact.current = { name, email };
  });
  useEffect(() => {
    feedback.send({ type: 'OPEN', contact: contact.current });
  }, [feedback, opens]);
  useEffect(() => {
    const subscription = feedback.on('sent', (event) => toast.success(event.message));
    return () => subscription.unsubscribe();
  }, [feedback]);

  const shown = useSelector(feedback, (s) => s.hasTag('open') && !s.hasTag('capturing'));
  const view = useSelector(feedback, selectFeedbackForm, shallowEqual);
  return shown ? <FeedbackDialog view={view} send={feedback.send} /> : null;
}
