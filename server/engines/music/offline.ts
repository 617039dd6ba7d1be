// The offline composer as an engine: the work runs in a worker thread (compose-worker.ts) at a
// lower priority than the server's event loop, the soundfont loaded once per thread.
import { join } from 'node:path';
import { runInWorker } from '../../lib/jobs/off-thread';
import type { OfflinePiece, OfflineRequest } from './compose-worker';
import type { ComposedMusic, ComposeRequest } from './types';

export const offlineModel = 'composer-offline';
export const instrumentalNote = 'Offline music is instrumental: this piece has no vocals.';

const worker = join(import.meta.dirname, 'compose-worker.ts');

/** The whole piece with what it was measured at (the bench reads these). */
export async function composePiece(request: OfflineRequest, signal?: AbortSignal): Promise<OfflinePiece> {
  return runInWorker<OfflinePiece>(worker, request, { signal });
}

export async function composeOffline(request: ComposeRequest): Promise<ComposedMusic> {
  request.onProgress?.(0.1);
  const piece = await composePiece({ prompt: request.prompt, tags: request.tags, seconds: request.seconds }, request.signal);
  request.onProgress?.(1);
  return {
    audio: { data: Buffer.from(piece.mp3), contentType: 'audio/mpeg' },
    wav: Buffer.from(piece.wav),
    seconds: piece.seconds,
    note: request.instrumental ? null : instrumentalNote,
  };
}
