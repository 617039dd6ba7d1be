import { useEffect, useRef, type FormEvent } from 'react';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { accountFormMachine, selectFormError, selectFormFields, type AccountFormInput } from '../../machines/account/accountFormMachine';
import { actorOptions } from '../../machines/inspect';

// One account form run by accountFormMachine, as its views need it: the values, the refusal's
// words, whether it is out, and the two things a view does (type into a field, submit).
// `onSaved` gets the success words (a toast on the account page, the page's text elsewhere).

export function useAccountForm(form: Omit<AccountFormInput, 'client'>, onSaved: (message: string) => void) {
  const client = useClient();
  const actor = useActorRef(accountFormMachine, actorOptions({ client, ...form }));
  const values = useSelector(actor, selectFormFields);
  const error = useSelector(actor, selectFormError);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // The latest callback without subscribing again at every render.
  const saved = useRef(onSaved);
  saved.current = onSaved;

  useEffect(() => {
    const subscription = actor.on('saved', (event) => saved.current(event.message));
    return () => subscription.unsubscribe();
  }, [actor]);

  return {
    values,
    error,
    busy,
    change: (field: string, value: string) => actor.send({ type: 'FIELD.CHANGE', field, value }),
    submit: (event: FormEvent) => {
      event.preventDefault();
      actor.send({ type: 'SUBMIT' });
    },
  };
}
