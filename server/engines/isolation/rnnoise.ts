// The offline isolator: RNNoise (Xiph's recurrent denoiser, in WebAssembly) in a worker thread
// (rnnoise-worker.ts). It keeps speech and removes steady noise (fans, hum, traffic, hiss);
// music and other voices it removes poorly (README "Voice isolator"). The answer is mono 16-bit
// WAV at 48 kHz, RNNoise's own rate, as long as the upload and lined up with it.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { runInWorker } from '../../lib/jobs/off-thread';
import type { IsolateRequest, IsolatedAudio } from './types';
import type { IsolateMessage } from './rnnoise-worker';

const workerModule = join(import.meta.dirname, 'rnnoise-worker.ts');

export async function isolateWithRnnoise({ data, signal, onProgress }: Pick<IsolateRequest, 'data' | 'signal' | 'onProgress'>): Promise<IsolatedAudio> {
  // runInWorker answers once; the progress comes on a channel of its own, named for this call.
  const progressChannel = onProgress ? `rnnoise-progress-${randomUUID()}` : undefined;
  const channel = progressChannel ? new BroadcastChannel(progressChannel) : null;
  if (channel) {
    channel.onmessage = (event) => onProgress!((event as { data: number }).data);
    channel.unref();
  }
  try {
    const message: IsolateMessage = { data, progressChannel };
    const { wav, seconds } = await runInWorker<{ wav: Uint8Array; seconds: number }>(workerModule, message, { signal });
    onProgress?.(1);
    return { data: Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength), contentType: 'audio/wav', seconds };
  } finally {
    channel?.close();
  }
}
