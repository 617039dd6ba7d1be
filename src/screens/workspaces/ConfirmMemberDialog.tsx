import type { ConfirmedAction } from '../../machines/workspaces/workspaceActionsMachine';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { actions } from './styles';

// The question before a transfer of ownership or a member's removal, naming the person and the
// workspace: neither can be undone by the one who does it (after a transfer they are a member).
export function ConfirmMemberDialog({ asked, person, workspace, busy, onConfirm, onCancel }: { asked: ConfirmedAction; person: string; workspace: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const transfer = asked.kind === 'transfer';
  return (
    <Dialog
      title={transfer ? `Transfer ownership of ${workspace} to ${person}?` : `Remove ${person} from ${workspace}?`}
      description={transfer ? `You will become a member. Only ${person} will manage its name, members, keys and plan.` : `${person} loses access to its conversations, files and credits at once. You can invite them again.`}
      onClose={onCancel}
    >
      <span className={actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {transfer ? 'Transfer ownership' : 'Remove member'}
        </Button>
      </span>
    </Dialog>
  );
}
