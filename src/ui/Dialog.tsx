import { useEffect, useId, useRef, type ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { color, font, radius, shadow, space } from './tokens';

interface DialogProps {
  title: string;
  description?: ReactNode;
  onClose?: () => void;
  /** Another size or layout for the panel (a wider one, its own scrolling). */
  className?: string;
  children: ReactNode;
}

/** A modal dialog: labelled by its title, closes on Escape or a click outside, focus moves in and Tab stays inside. */
export function Dialog({ title, description, onClose, className, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the effect below: focus moves in once, on open.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // `data-autofocus` picks the control to start on (past read-only fields); else the first.
    (panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current?.querySelector<HTMLElement>('input, textarea, button'))?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current?.();
      if (event.key === 'Tab' && panel.current) keepFocusIn(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className={overlay} onMouseDown={(event) => event.target === event.currentTarget && onClose?.()}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className={cx(box, className)}>
        <h2 id={titleId} className={heading}>
          {title}
        </h2>
        {description && <div className={muted}>{description}</div>}
        {children}
      </div>
    </div>
  );
}

const focusable = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last: the page behind is out of reach. */
function keepFocusIn(panel: HTMLElement, event: KeyboardEvent) {
  const controls = [...panel.querySelectorAll<HTMLElement>(focusable)];
  if (!controls.length) return;
  const first = controls[0]!;
  const last = controls[controls.length - 1]!;
  const inside = panel.contains(document.activeElement);
  if (event.shiftKey && (!inside || document.activeElement === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
    event.preventDefault();
    first.focus();
  }
}

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 40;
  display: grid;
  place-items: center;
  padding: ${space.lg};
  background: ${color.overlay};
`;

const box = css`
  width: min(420px, 100%);
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.raised};
`;

const heading = css`
  margin: 0 0 ${space.sm};
  font-size: ${font.title};
  line-height: 1.3;
`;

const muted = css`
  margin-bottom: ${space.lg};
  color: ${color.textMuted};
`;
