import { useEffect, useState } from 'react';
import { css } from '@linaria/core';
import { color, font, radius, shadow, space } from '../../ui/tokens';
import { iconButton, quoted } from '../messages/messageStyles';

// Quoting a passage of an answer in the next prompt (sent as `quote`): a "Quote" button next
// to text selected inside an answer, and the quoted passage shown above the prompt box.

/** A "Quote" button next to text selected inside an answer. */
export function QuoteSelection({ onQuote }: { onQuote: (text: string) => void }) {
  const [selection, setSelection] = useState<{ text: string; top: number; left: number } | null>(null);
  useEffect(() => {
    const update = () => {
      const current = window.getSelection();
      const text = current?.toString().trim() ?? '';
      const node = current?.anchorNode;
      const element = node instanceof Element ? node : node?.parentElement;
      if (!text || !current?.rangeCount || !element?.closest('[data-role="assistant"]')) return setSelection(null);
      const rect = current.getRangeAt(0).getBoundingClientRect();
      setSelection({ text, top: Math.max(rect.top - 40, 4), left: rect.left + rect.width / 2 });
    };
    document.addEventListener('mouseup', update);
    document.addEventListener('keyup', update);
    return () => {
      document.removeEventListener('mouseup', update);
      document.removeEventListener('keyup', update);
    };
  }, []);
  if (!selection) return null;
  return (
    <button
      type="button"
      className={quoteButton}
      style={{ top: selection.top, left: selection.left }}
      // Keep the selection while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onMouseUp={(event) => event.stopPropagation()}
      onClick={() => {
        onQuote(selection.text);
        setSelection(null);
        window.getSelection()?.removeAllRanges();
      }}
    >
      Quote
    </button>
  );
}

export function QuotePreview({ text, onRemove }: { text: string; onRemove: () => void }) {
  return (
    <figure className={quotePreview} aria-label="Quoted passage">
      <blockquote className={quoted}>{text}</blockquote>
      <button type="button" className={iconButton} aria-label="Remove quote" onClick={onRemove}>
        ×
      </button>
    </figure>
  );
}

const quoteButton = css`
  position: fixed;
  z-index: 20;
  transform: translateX(-50%);
  padding: ${space.xs} ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.pill};
  background: ${color.surface};
  box-shadow: ${shadow.raised};
  font-size: ${font.small};
  cursor: pointer;
`;

const quotePreview = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.sm};
  max-width: 760px;
  margin: 0 auto ${space.sm};
  padding: ${space.sm};
  border-radius: ${radius.md};
  background: ${color.sunken};
`;
