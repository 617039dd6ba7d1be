import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { audienceMachine, PRIVATE, PUBLIC, selectSavedAudience, selectShownAudience } from '../../machines/library/audienceMachine';
import { networkNames, SHARE_POPUP_FEATURES, shareLink, shareNetworks, shareUrl } from '../../lib/share-links';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { Button } from '../../ui/Button';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { Dialog } from '../../ui/Dialog';
import { color, font, radius, space } from '../../ui/tokens';

// SPEC §2 audience modal, run by audienceMachine: who can see the conversation, its link, and
// share buttons that open each network's dialog in a 600×400 popup.

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
  const client = useClient();
  const link = shareUrl(window.location.origin, conversationId);
  const audience = useActorRef(audienceMachine, actorOptions({ client, conversationId, visibility, link }));
  const shown = useSelector(audience, selectShownAudience);
  const saved = useSelector(audience, selectSavedAudience);
  const busy = useSelector(audience, (s) => s.hasTag('busy'));

  useEffect(() => {
    const subscriptions = [
      audience.on('copied', () => toast.success('Copied to clipboard!')),
      audience.on('copyFailed', () => toast.error('Could not copy the link. Select it and copy it yourself.')),
      audience.on('saveFailed', (e) => toast.error(e.message)),
      audience.on('share', (e) => window.open(shareLink(e.network, link, title), '_blank', SHARE_POPUP_FEATURES)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [audience, link, title]);

  const choose = (next: number) => audience.send({ type: 'CHOOSE', visibility: next });
  return (
    <Dialog title="Share conversation" onClose={onClose}>
      <ChoiceGroup
        legend="Who can see it"
        name="audience"
        value={shown === PUBLIC ? 'public' : 'private'}
        choices={AUDIENCES}
        onChange={(audience) => choose(audience === 'public' ? PUBLIC : PRIVATE)}
      />
      {shown === PUBLIC ? (
        <>
          <div className={linkRow}>
            <input className={linkField} readOnly value={link} aria-label="Share link" onFocus={(e) => e.currentTarget.select()} />
            {/* Until the server has it, the link would not open for anyone. */}
            <Button onClick={() => audience.send({ type: 'COPY' })} disabled={busy || saved !== PUBLIC}>
              Copy link
            </Button>
          </div>
          <div className={networks} role="group" aria-label="Share to">
            {shareNetworks.map((network) => (
              <Button key={network} variant="secondary" disabled={busy || saved !== PUBLIC} onClick={() => audience.send({ type: 'SHARE', network })}>
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

// No padding of its own: the row it sits in (the chat's header) spaces it.
const bar = css`
  display: flex;
  justify-content: flex-end;
`;

const AUDIENCES = [
  { value: 'private', label: 'Only you' },
  { value: 'public', label: 'Anyone with the link' },
] as const;

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
