import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import type { ClassificationFieldsFragment as Classification } from '../../gateway/generated/graphql';
import { removeClassification } from '../../machines/classifier/classificationSource';
import { deleteMachine } from '../../machines/deleteMachine';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { space } from '../../ui/tokens';
import { ClassificationPreview } from './ClassificationPreview';

// The classification on show and its Delete, confirmed in a dialog (one delete machine per
// classification: the screen keys this by id). Deleted, the address goes back to the form and
// the screen is told (its history and focus follow).

export const DELETED = 'Classification has been deleted successfully.';

export function ClassificationPanel({ classification, onDeleted }: { classification: Classification; onDeleted?: (id: string) => void }) {
  const client = useClient();
  const [, navigate] = useLocation();
  const remover = useActorRef(deleteMachine, actorOptions({ client, id: classification.id, remove: removeClassification }));
  const confirming = useSelector(remover, (s) => s.hasTag('confirming'));
  const busy = useSelector(remover, (s) => s.hasTag('busy'));

  useEffect(() => {
    const subscriptions = [
      remover.on('deleted', (event) => {
        toast.success(DELETED);
        navigate('/app/classifier', { replace: true });
        onDeleted?.(event.id);
      }),
      remover.on('failed', (event) => toast.error(event.message)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [remover, navigate, onDeleted]);

  return (
    <>
      <ClassificationPreview classification={classification} onDelete={() => remover.send({ type: 'DELETE' })} />
      {confirming && (
        <Dialog
          title="Delete classification?"
          description={`“${classification.title}” and its result will be deleted. This cannot be undone.`}
          onClose={busy ? undefined : () => remover.send({ type: 'CANCEL' })}
        >
          <div className={buttons}>
            <Button variant="ghost" disabled={busy} onClick={() => remover.send({ type: 'CANCEL' })}>
              Cancel
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => remover.send({ type: 'CONFIRM' })}>
              Delete
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}

const buttons = css`
  display: flex;
  justify-content: flex-end;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;
