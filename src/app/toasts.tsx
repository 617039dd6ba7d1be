import { useSyncExternalStore } from 'react';
import { css, cx } from '@linaria/core';
import { color, font, radius, shadow, space } from '../ui/tokens';

// A tiny toast store: screens call toast.success/error(text); <Toaster/> shows them in a
// live region so screen readers announce them too.

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

const SHOWN_MS = 5000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function show(kind: Toast['kind'], text: string) {
  const id = nextId++;
  publish([...toasts, { id, kind, text }]);
  setTimeout(() => dismiss(id), SHOWN_MS);
}

export function dismiss(id: number) {
  publish(toasts.filter((t) => t.id !== id));
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function Toaster() {
  // The same on the server: a prerendered page (src/prerender.tsx) has no toasts.
  const current = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  return (
    <div role="status" aria-live="polite" className={region}>
      {current.map((t) => (
        <div key={t.id} className={cx(item, t.kind === 'error' ? errorItem : successItem)}>
          <span>{t.text}</span>
          <button type="button" className={close} aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

// At the top: at the bottom they covered the chat's prompt box, where the user is typing.
const region = css`
  position: fixed;
  z-index: 50;
  top: ${space.xl};
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  width: min(420px, calc(100vw - 2 * ${space.lg}));
  pointer-events: none;
`;

const item = css`
  display: flex;
  align-items: flex-start;
  gap: ${space.md};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  box-shadow: ${shadow.raised};
  font-size: ${font.small};
  pointer-events: auto;
  animation: toast-in 160ms ease-out;
  @keyframes toast-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
  span {
    flex: 1;
  }
`;

const successItem = css`
  background: ${color.text};
  color: ${color.surface};
`;

const errorItem = css`
  background: ${color.danger};
  color: ${color.textOnAccent};
`;

const close = css`
  border: 0;
  background: none;
  color: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  opacity: 0.8;
`;
