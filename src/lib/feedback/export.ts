// The screenshot that is sent: the chosen or captured image with the editor's marks painted
// in, as a PNG of at most `maxBytes` (the server refuses more; contract feedbackScreenshotMaxBytes).
// An image with no marks that is already small enough goes as it is, bytes untouched.
import { drawMarks, fitWithin, type Mark } from './marks';

const SENT_AS_IS = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export async function exportScreenshot(image: Blob, marks: readonly Mark[], maxBytes: number): Promise<Blob> {
  if (!marks.length && image.size <= maxBytes && SENT_AS_IS.includes(image.type)) return image;
  const bitmap = await createImageBitmap(image);
  try {
    const full = { width: bitmap.width, height: bitmap.height };
    let size = full;
    // A PNG's size depends on the picture, so shrink by what the last try overshot, a few times.
    for (let tries = 0; tries < 6; tries++) {
      const png = await render(bitmap, marks, size);
      if (png.size <= maxBytes) return png;
      size = fitWithin(size, size.width * size.height * (maxBytes / png.size) * 0.85);
    }
    throw new Error('The screenshot is too large to send. Please choose a smaller image.');
  } finally {
    bitmap.close();
  }
}

async function render(bitmap: ImageBitmap, marks: readonly Mark[], size: { width: number; height: number }): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot prepare the screenshot.');
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  // Marks are in the full image's pixels: draw them on the same scale as the image.
  ctx.scale(size.width / bitmap.width, size.height / bitmap.height);
  drawMarks(ctx, marks, { width: bitmap.width, height: bitmap.height });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot prepare the screenshot.'))), 'image/png'),
  );
}
