// Taking a screenshot of the page: the browser asks which screen, window or tab to share
// (`preferCurrentTab` offers this tab first, where Chromium supports it), one frame is drawn to
// a canvas and the sharing stops at once. Browsers without screen sharing (most phones) choose
// an image file instead; the dialog only offers what the browser can do.

export function canCaptureScreen(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';
}

/** Thrown when the person closed the browser's picker: not an error to show. */
export class CaptureCancelled extends Error {}

export async function captureScreen(): Promise<Blob> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false, preferCurrentTab: true } as DisplayMediaStreamOptions);
  } catch (error) {
    if ((error as Error).name === 'NotAllowedError' || (error as Error).name === 'AbortError') throw new CaptureCancelled('cancelled');
    throw error;
  }
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.srcObject = stream;
    await video.play();
    // The first frame can be blank while the capture starts: wait for one that was painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The screenshot could not be taken.'))), 'image/png'),
    );
  } finally {
    stream.getTracks().forEach((track) => track.stop());
  }
}
