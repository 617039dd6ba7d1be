import { useEffect, useRef, type KeyboardEvent } from 'react';
import { css } from '@linaria/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useClient } from 'urql';
import { exportMachine, type OlderThan } from '../../machines/library/exportMachine';
import { EXPORT_FORMATS } from '../../lib/exports/build';
import type { ExportConversation, ExportMessage } from '../../lib/exports/blocks';
import { actorOptions } from '../../machines/inspect';
import { toast } from '../../ui/toasts';
import { color, font, radius, shadow, space } from '../../ui/tokens';

// "Export" in the conversation header, and a writer document's "Download": a menu of formats;
// the chosen one is built in the browser and downloaded as "<title>.<ext>". exportMachine holds
// the flow; this is the view. A screens folder shared by library and writer, not src/ui: it
// runs its machine, which src/ui may not import.

interface ExportMenuProps {
  conversation: { title?: string | null };
  messages: ReadonlyArray<{ role: string; content: string; model?: string | null; quote?: string | null }>;
  /** The messages above these that are not loaded yet: the export fetches them first. */
  older?: OlderThan | null;
  /** The button's word ("Download" for a writer's document). */
  triggerLabel?: string;
}

export function ExportMenu({ conversation, messages, older = null, triggerLabel = 'Export' }: ExportMenuProps) {
  const client = useClient();
  const actor = useActorRef(exportMachine, actorOptions({ client }));
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const subscriptions = [
      actor.on('exported', (e) => toast.success(`Downloaded ${e.filename}`)),
      actor.on('failed', (e) => toast.error(e.message)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);

  useEffect(() => {
    if (!open) return;
    // Keyboard users land on the first format; arrows move between them (menuKeys).
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    // A click anywhere else closes the menu, as menus do.
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) actor.send({ type: 'MENU.CLOSE' });
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, actor]);

  const exportable: ExportConversation = {
    title: conversation.title,
    messages: messages.map(
      (m): ExportMessage => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content, model: m.model, quote: m.quote }),
    ),
  };

  return (
    <div
      ref={root}
      className={wrap}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        actor.send({ type: 'MENU.CLOSE' });
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={busy || !messages.length}
        onClick={() => actor.send({ type: 'MENU.TOGGLE' })}
      >
        {busy ? 'Exporting…' : triggerLabel}
      </button>
      {open && (
        <div role="menu" aria-label="Export as" className={menu} onKeyDown={menuKeys}>
          {EXPORT_FORMATS.map(({ format, label }) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              className={item}
              onClick={() => actor.send({ type: 'EXPORT', format, conversation: exportable, older })}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Up/Down (wrapping), Home and End move focus between the menu's items. */
function menuKeys(event: KeyboardEvent<HTMLDivElement>) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}

// No padding of its own: the row it sits in (the chat's header, the writer's toolbar) spaces it.
const wrap = css`
  position: relative;
  display: flex;
  justify-content: flex-end;
`;

const trigger = css`
  min-height: 38px;
  padding: 0 ${space.lg};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.body};
  font-weight: 550;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color.sunken};
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

const menu = css`
  position: absolute;
  z-index: 30;
  top: calc(100% + ${space.xs});
  right: 0;
  display: flex;
  flex-direction: column;
  min-width: 160px;
  padding: ${space.xs};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.raised};
`;

const item = css`
  padding: ${space.sm} ${space.md};
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  color: ${color.text};
  font-size: ${font.body};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${color.accentSoft};
    outline: none;
  }
`;
