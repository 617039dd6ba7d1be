import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { css } from '@linaria/core';
import { drawMarks, markFromDrag, toImagePoint, type Mark, type MarkTool, type Size } from '../../lib/feedback/marks';
import { Button } from '../../ui/Button';
import { color, font, radius, space } from '../../ui/tokens';

// The screenshot on a canvas with SPEC §2's two tools: Highlight (drag a rectangle: a bright
// outline) and Hide (drag a rectangle: filled black, for private data), and Undo of the last
// mark. Marks are kept in the machine in the image's pixels; this draws them with the same
// function that paints the image that is sent (lib/feedback/marks.ts).

interface EditorProps {
  image: Blob;
  marks: Mark[];
  tool: MarkTool;
  onTool: (tool: MarkTool) => void;
  onMark: (mark: Mark) => void;
  onUndo: () => void;
  onRemove: () => void;
}

const tools: { tool: MarkTool; label: string }[] = [
  { tool: 'highlight', label: 'Highlight' },
  { tool: 'hide', label: 'Hide' },
];

export function ScreenshotEditor({ image, marks, tool, onTool, onMark, onUndo, onRemove }: EditorProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  const [drag, setDrag] = useState<{ start: { x: number; y: number }; end: { x: number; y: number } } | null>(null);
  const descriptionId = useId();

  useEffect(() => {
    // happy-dom and old browsers have no createImageBitmap: the tools still work on the marks.
    if (typeof createImageBitmap !== 'function') return;
    let made: ImageBitmap | null = null;
    let live = true;
    createImageBitmap(image).then(
      (decoded) => {
        made = decoded;
        if (live) setBitmap(decoded);
        else decoded.close();
      },
      () => undefined,
    );
    return () => {
      live = false;
      made?.close();
    };
  }, [image]);

  const size: Size | null = bitmap && { width: bitmap.width, height: bitmap.height };
  const pending = drag && size ? markFromDrag(tool, drag.start, drag.end, size) : null;

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !bitmap || !size) return;
    ctx.drawImage(bitmap, 0, 0);
    drawMarks(ctx, pending ? [...marks, pending] : marks, size);
  });

  // The picture is the canvas's content box (inside its border), shown scaled to fit the dialog.
  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const element = event.currentTarget;
    const box = element.getBoundingClientRect();
    const content = { left: box.left + element.clientLeft, top: box.top + element.clientTop, width: element.clientWidth, height: element.clientHeight };
    return toImagePoint(event.clientX, event.clientY, content, size!);
  };

  return (
    <div className={editor}>
      <div role="group" aria-label="Screenshot tools" className={toolbar}>
        {tools.map((entry) => (
          <Button key={entry.tool} variant={tool === entry.tool ? 'primary' : 'secondary'} aria-pressed={tool === entry.tool} onClick={() => onTool(entry.tool)}>
            {entry.label}
          </Button>
        ))}
        <Button variant="ghost" onClick={onUndo} disabled={!marks.length}>
          Undo
        </Button>
        <Button variant="ghost" onClick={onRemove} className={remove}>
          Remove image
        </Button>
      </div>
      <canvas
        ref={canvas}
        width={size?.width ?? 0}
        height={size?.height ?? 0}
        className={surface}
        role="img"
        aria-label="Screenshot to send"
        aria-describedby={descriptionId}
        onPointerDown={(event) => {
          if (!size || event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          const point = pointAt(event);
          setDrag({ start: point, end: point });
        }}
        onPointerMove={(event) => drag && setDrag({ ...drag, end: pointAt(event) })}
        onPointerUp={() => {
          if (pending) onMark(pending);
          setDrag(null);
        }}
        onPointerCancel={() => setDrag(null)}
      />
      <p id={descriptionId} className={hint}>
        Drag over the picture to {tool === 'hide' ? 'hide a part in black (for private data)' : 'highlight a part with a yellow outline'}.{' '}
        {marks.length === 0 ? 'No marks yet.' : `${marks.length} ${marks.length === 1 ? 'mark' : 'marks'}: ${countOf(marks, 'highlight')} highlighted, ${countOf(marks, 'hide')} hidden.`}
      </p>
    </div>
  );
}

const countOf = (marks: Mark[], tool: MarkTool) => marks.filter((mark) => mark.tool === tool).length;

const editor = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const remove = css`
  margin-left: auto;
  color: ${color.danger};
`;

// Shown whole, at most half the screen high (a phone's tall capture too), keeping its shape.
const surface = css`
  display: block;
  align-self: center;
  width: auto;
  height: auto;
  max-width: 100%;
  max-height: 50vh;
  min-height: 80px;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.sunken};
  cursor: crosshair;
  touch-action: none;
`;

const hint = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.small};
`;
