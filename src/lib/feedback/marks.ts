// The screenshot editor's marks (SPEC §2: Highlight and Hide), in the image's own pixels, and
// how they are drawn: the same function paints the editor's canvas and the image that is sent,
// so what the user saw hidden is what leaves the browser hidden.

export type MarkTool = 'highlight' | 'hide';

export interface Mark {
  tool: MarkTool;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

interface Point {
  x: number;
  y: number;
}

/** A drag smaller than this (image pixels) is a click, not a mark. */
const MIN_SIDE = 4;

/** The rectangle a drag from `start` to `end` covers, whichever way it went, cut to the image; null for a click. */
export function markFromDrag(tool: MarkTool, start: Point, end: Point, image: Size): Mark | null {
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  const left = clamp(Math.min(start.x, end.x), image.width);
  const right = clamp(Math.max(start.x, end.x), image.width);
  const top = clamp(Math.min(start.y, end.y), image.height);
  const bottom = clamp(Math.max(start.y, end.y), image.height);
  if (right - left < MIN_SIDE || bottom - top < MIN_SIDE) return null;
  return { tool, x: left, y: top, width: right - left, height: bottom - top };
}

/** A pointer's position over the drawn canvas (`box`, CSS pixels) in the image's pixels: the canvas is shown scaled to fit. */
export function toImagePoint(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }, image: Size): Point {
  return {
    x: ((clientX - box.left) / box.width) * image.width,
    y: ((clientY - box.top) / box.height) * image.height,
  };
}

/** Highlight's outline width: thick enough to see on a full-screen capture shown small. */
export function outlineWidth(image: Size): number {
  return Math.max(3, Math.round(Math.max(image.width, image.height) / 300));
}

export const HIGHLIGHT_COLOUR = '#ffd43b';

/** Paints the marks over what is already on `ctx` (the image), in image pixels. Hide is opaque black: nothing of what it covers shows. */
export function drawMarks(ctx: CanvasRenderingContext2D, marks: readonly Mark[], image: Size): void {
  const line = outlineWidth(image);
  for (const mark of marks) {
    if (mark.tool === 'hide') {
      ctx.fillStyle = '#000000';
      ctx.fillRect(mark.x, mark.y, mark.width, mark.height);
    } else {
      ctx.lineWidth = line;
      ctx.strokeStyle = HIGHLIGHT_COLOUR;
      ctx.strokeRect(mark.x + line / 2, mark.y + line / 2, mark.width - line, mark.height - line);
    }
  }
}

/** The size to draw at so the image has at most `maxPixels`, keeping its shape. */
export function fitWithin(image: Size, maxPixels: number): Size {
  const pixels = image.width * image.height;
  if (pixels <= maxPixels) return image;
  const scale = Math.sqrt(maxPixels / pixels);
  return { width: Math.max(1, Math.floor(image.width * scale)), height: Math.max(1, Math.floor(image.height * scale)) };
}
