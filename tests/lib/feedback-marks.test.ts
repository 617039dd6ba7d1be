import { describe, expect, it } from 'vitest';
import { drawMarks, fitWithin, markFromDrag, toImagePoint } from '../../src/lib/feedback/marks';

// The screenshot editor's geometry (happy-dom has no 2D canvas): a drag in any direction is
// one rectangle in the image's pixels, cut to the image; Hide paints it opaque black over
// exactly that rectangle. The pixels themselves are checked in Chromium (README "Feedback").

const image = { width: 800, height: 600 };

describe('feedback screenshot marks', () => {
  it('turns a drag either way into the same rectangle, cut to the image', () => {
    expect(markFromDrag('hide', { x: 100, y: 50 }, { x: 20, y: 200 }, image)).toEqual({ tool: 'hide', x: 20, y: 50, width: 80, height: 150 });
    expect(markFromDrag('highlight', { x: -30, y: 500 }, { x: 40, y: 900 }, image)).toEqual({ tool: 'highlight', x: 0, y: 500, width: 40, height: 100 });
  });

  it('takes a click for no mark', () => {
    expect(markFromDrag('hide', { x: 10, y: 10 }, { x: 12, y: 40 }, image)).toBeNull();
  });

  it('maps a pointer over the canvas shown at half size to the image pixel under it', () => {
    expect(toImagePoint(250, 175, { left: 50, top: 25, width: 400, height: 300 }, image)).toEqual({ x: 400, y: 300 });
  });

  it('paints Hide as an opaque black rectangle and Highlight as an outline inside its rectangle', () => {
    const calls: string[] = [];
    const ctx = {
      set fillStyle(value: string) { calls.push(`fill ${value}`); },
      set strokeStyle(value: string) { calls.push(`stroke ${value}`); },
      set lineWidth(value: number) { calls.push(`line ${value}`); },
      fillRect: (...args: number[]) => calls.push(`fillRect ${args.join(' ')}`),
      strokeRect: (...args: number[]) => calls.push(`strokeRect ${args.join(' ')}`),
    } as unknown as CanvasRenderingContext2D;
    drawMarks(ctx, [{ tool: 'hide', x: 10, y: 20, width: 30, height: 40 }, { tool: 'highlight', x: 0, y: 0, width: 100, height: 50 }], image);
    expect(calls).toEqual(['fill #000000', 'fillRect 10 20 30 40', 'line 3', 'stroke #ffd43b', 'strokeRect 1.5 1.5 97 47']);
  });

  it('shrinks an image to a pixel budget keeping its shape', () => {
    expect(fitWithin({ width: 4000, height: 2000 }, 2_000_000)).toEqual({ width: 2000, height: 1000 });
    expect(fitWithin(image, 10_000_000)).toBe(image);
  });
});
