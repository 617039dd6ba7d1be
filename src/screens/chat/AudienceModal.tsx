import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { css } from '@linaria/core';
import { SetConversationVisibilityMutation } from '../../gateway/operations/sharing';
import { errorText } from '../../lib/errors';
import { networkNames, SHARE_POPUP_FEATURES, shareLink, shareNetworks, shareUrl } from '../../lib/share-links';
import { toast } from '../../app/toasts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { color, font, radius, space } from '../../ui/tokens';

// SPEC §2 audience modal: who can see the conversation, its link, and share buttons that open
// each network's dialog in a 600×400 popup.

const PRIVATE = 0;
const PUBLIC = 2;

export function ShareButton({ conversationId, title, visibility }: { conversationId: string; title: string | null; visibility: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={bar}>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={visibility === PUBLIC ? 'Shared conversation' : 'Share conversation'}>
        {visibility === PUBLIC ? 'Shared' : 'Share'}
      </Button>
      {open && <AudienceModal conversationId={conversationId} title={title} visibility={visibility} onClose={() => setOpen(false)} />}
    </div>
  );
}

export function AudienceModal(props: { conversationId: string; title: string | null; visibility: number; onClose: () => void }) {
  const { conversationId, title, visibility, onClose } = props;
  const [{ fetching }, setVisibility] = useMutation(SetConversationVisibilityMutation);
  // Shown at once; put back if the server refuses.
  const [chosen, setChosen] = useState(visibility);
  useEffect(() => setChosen(visibility), [visibility]);
  const isPublic = chosen === PUBLIC;
  const link = shareUrl(window.location.origin, conversationId);

  const choose = async (next: number) => {
    if (next === chosen) return;
    setChosen(next);
    const result = await setVisibility({ id: conversationId, visibility: next });
    if (result.error) {
      setChosen(visibility);
      toast.error(errorText(result.error));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Copied to clipboard!');
    } catch {
      toast.error('Could not copy the link. Select it and copy it yourself.');
    }
  };

  return (
    <Dialog title="Share conversation" onClose={onClose}>
      <fieldset className={group} disabled={fetching}>
        <legend className={legend}>Who can see it</legend>
        <label className={option}>
          <input type="radio" name="audience" checked={!isPublic} onChange={() => choose(PRIVATE)} />
          Only you
        </label>
        <label className={option}>
          <input type="radio" name="audience" checked={isPublic} onChange={() => choose(PUBLIC)} />
          Anyone with the link
        </label>
      </fieldset>
      {isPublic ? (
        <>
          <div className={linkRow}>
            <input className={linkField} readOnly value={link} aria-label="Share link" onFocus={(e) => e.currentTarget.select()} />
            <Button onClick={copy}>Copy link</Button>
          </div>
          <div className={networks} role="group" aria-label="Share to">
            {shareNetworks.map((network) => (
              <Button
                key={network}
                variant="secondary"
                onClick={() => window.open(shareLink(network, link, title), '_blank', SHARE_POPUP_FEATURES)}
              >
                {networkNames[network]}
              </Button>
            ))}
          </div>
        </>
      ) : (
        <p className={muted}>Only you can see this conversation. Choose “Anyone with the link” to get a link to share.</p>
      )}
      <div className={actions}>
        <Button variant="ghost" onClick={onClose}>
          Done
        </Button>
      </div>
    </Dialog>
  );
}

const bar = css`
  display: flex;
  justify-content: flex-end;
  padding: ${space.sm} ${space.md} 0;
`;

const group = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding: 0;
  border: 0;
`;

const legend = css`
  margin-bottom: ${space.sm};
  font-weight: 600;
`;

const option = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  cursor: pointer;
`;

const linkRow = css`
  display: flex;
  gap: ${space.sm};
  margin-bottom: ${space.md};
`;

const linkField = css`
  flex: 1;
  min-width: 0;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.sunken};
  font-size: ${font.small};
`;

const networks = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const muted = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const actions = css`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space.lg};
`;
