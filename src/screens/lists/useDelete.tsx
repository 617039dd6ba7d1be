import { useEffect, useRef, type ReactNode } from 'react';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { deleteMachine, type Remove } from '../../machines/deleteMachine';
import { actorOptions } from '../../machines/inspect';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { toast } from '../../ui/toasts';

// Delete one item after a confirmation, the same way on every screen: deleteMachine does the
// steps, this turns them into the dialog, the toasts and the screen's own follow-up (a move
// away, focus). Key the component that calls it by the item's id: one machine per item.

interface Options {
  id: string;
  remove: Remove;
  /** The dialog's question and what goes ("“Title” and its audio will be deleted. …"). */
  title: string;
  description: string;
  /** The success toast; none when the screen shows the deletion otherwise. */
  deletedMessage?: string;
  onDeleted?: (id: string) => void;
}

export function useDelete({ id, remove, title, description, deletedMessage, onDeleted }: Options): { ask(): void; dialog: ReactNode } {
  const client = useClient();
  const remover = useActorRef(deleteMachine, actorOptions({ client, id, remove }));
  const confirming = useSelector(remover, (s) => s.hasTag('confirming'));
  const busy = useSelector(remover, (s) => s.hasTag('busy'));
  // The latest callbacks without re-subscribing on every render.
  const after = useRef({ deletedMessage, onDeleted });
  useEffect(() => {
    after.current = { deletedMessage, onDeleted };
  });
  useEffect(() => {
    const subscriptions = [
      remover.on('deleted', (event) => {
        if (after.current.deletedMessage) toast.success(after.current.deletedMessage);
        after.current.onDeleted?.(event.id);
      }),
      remover.on('failed', (event) => toast.error(event.message)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [remover]);

  const dialog = confirming ? (
    <ConfirmDelete title={title} description={description} busy={busy} onCancel={() => remover.send({ type: 'CANCEL' })} onConfirm={() => remover.send({ type: 'CONFIRM' })} />
  ) : null;
  return { ask: () => remover.send({ type: 'DELETE' }), dialog };
}
