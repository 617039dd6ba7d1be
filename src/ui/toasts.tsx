import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { css, cx } from '@linaria/core';
import { breakpoint, color, font, radius, shadow, space } from './tokens';

// A tiny toast store: screens call toast.success/error(text); <Toaster/> shows them in a
// live region so screen readers announce them too.

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

// Each toast stays 5 s (SPEC §9 gives the feedback thanks 5 s; the others follow it) and at
// most three stand at once: a burst (several copies, a retried save) used to pile up a column
// that hid the page for as long as the last of them lasted. A fourth pushes out the oldest, and
// the same words again restart the one on show instead of standing twice.
const SHOWN_MS = 5000;
export const MAX_SHOWN = 3;
let toasts: Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: Toast[]) {
  for (const id of timers.keys()) {
    if (next.some((t) => t.id === id)) continue;
    clearTimeout(timers.get(id));
    timers.delete(id);
  }
  toasts = next;
  listeners.forEach((listener) => listener());
}

function show(kind: Toast['kind'], text: string) {
  const id = nextId++;
  const others = toasts.filter((t) => t.kind !== kind || t.text !== text);
  timers.set(id, setTimeout(() => dismiss(id), SHOWN_MS));
  publish([...others, { id, kind, text }].slice(-MAX_SHOWN));
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
        // Escape inside a toast (on its Dismiss button) dismisses it too.
        <div key={t.id} className={cx(item, t.kind === 'error' ? errorItem : successItem)} onKeyDown={(event) => event.key === 'Escape' && dismiss(t.id)}>
          <span>{t.text}</span>
          <button type="button" className={close} aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

const CLEARANCE = '--toast-clearance';

/**
 * Keeps the toasts above `element` (the chat's composer, at the bottom of the window) while it
 * is on the page, so a toast never lands on the box the user is typing in.
 */
export function useToastsAbove(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(CLEARANCE, `${Math.max(0, window.innerHeight - node.getBoundingClientRect().top)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(CLEARANCE);
    };
  }, [element]);
}

// Bottom right (bottom on a phone), never over the top bar with its credits and menu; above the
// chat's composer when one is on the page (useToastsAbove).
const region = css`
  position: fixed;
  z-index: 50;
  right: ${space.lg};
  bottom: calc(var(${CLEARANCE}, 0px) + ${space.lg});
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  width: min(380px, calc(100vw - 2 * ${space.lg}));
  pointer-events: none;
  ${breakpoint.narrow} {
    right: ${space.sm};
    bottom: calc(var(${CLEARANCE}, 0px) + ${space.sm});
    width: calc(100vw - 2 * ${space.sm});
  }
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
