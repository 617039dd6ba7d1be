// RNNoise in a worker thread (rnnoise.ts starts it through runInWorker): decoding the upload,
// cleaning it frame by frame and writing the WAV all happen here, so only the upload goes in and
// the WAV comes out, and the event loop never holds a long file's samples. The WebAssembly
// module is instantiated once per worker; a kept worker serves the next job with it.
import { BroadcastChannel } from 'node:worker_threads';
import RNNoise, { type RnnoiseModule } from '@echogarden/rnnoise-wasm';
import { decodeToMono } from '../audio/decode';
import { writeWav } from '../audio/wav';
import { HttpError } from '../../lib/errors';

/** RNNoise works on 10 ms frames at 48 kHz, and its model was trained at that rate only. */
export const rnnoiseRate = 48_000;
export const frameSize = 480;
/** RNNoise's output lags its input by one frame (its overlap-add), measured in the tests. */
const delay = frameSize;
/** RNNoise expects the 16-bit range, not -1 to 1. */
const scale = 32_768;

export const unreadableAudio = 'The file could not be read as audio. Please upload another recording.';

let loaded: Promise<RnnoiseModule> | null = null;

export interface IsolateMessage {
  data: Uint8Array;
  /** A BroadcastChannel's name: the fraction of frames done is posted on it as the work goes. */
  progressChannel?: string;
}

export default async function isolateInWorker({ data, progressChannel }: IsolateMessage): Promise<{ wav: Uint8Array; seconds: number }> {
  const audio = await decodeToMono(Buffer.from(data.buffer, data.byteOffset, data.byteLength), rnnoiseRate);
  if (!audio || audio.samples.length === 0) throw new HttpError(422, unreadableAudio);
  const channel = progressChannel ? new BroadcastChannel(progressChannel) : null;
  try {
    const cleaned = denoise(await (loaded ??= RNNoise()), audio.samples, (fraction) => channel?.postMessage(fraction));
    return { wav: writeWav({ samples: cleaned, sampleRate: rnnoiseRate }), seconds: cleaned.length / rnnoiseRate };
  } finally {
    channel?.close();
  }
}

/**
 * The samples (48 kHz, -1 to 1) cleaned, in place and returned: as long as the input and lined
 * up with it. The input is followed by a frame of silence so its last samples come out, and each
 * output frame is written one frame back, which undoes RNNoise's delay.
 */
export function denoise(module: RnnoiseModule, samples: Float32Array, onProgress?: (fraction: number) => void): Float32Array {
  const state = module._rnnoise_create(0);
  const pointer = module._malloc(frameSize * 4);
  const frames = Math.ceil((samples.length + delay) / frameSize);
  const frame = new Float32Array(frameSize);
  let reported = 0;
  try {
    for (let index = 0; index < frames; index++) {
      const start = index * frameSize;
      for (let at = 0; at < frameSize; at++) frame[at] = start + at < samples.length ? samples[start + at]! * scale : 0;
      // HEAPF32 is looked up each time: the heap's view is replaced if the module's memory grows.
      module.HEAPF32.set(frame, pointer >> 2);
      module._rnnoise_process_frame(state, pointer, pointer);
      const cleaned = module.HEAPF32.subarray(pointer >> 2, (pointer >> 2) + frameSize);
      // Input already read: writing behind the read position is safe.
      for (let at = 0; at < frameSize; at++) {
        const target = start + at - delay;
        if (target >= 0 && target < samples.length) samples[target] = cleaned[at]! / scale;
      }
      const fraction = (index + 1) / frames;
      if (onProgress && (fraction - reported >= 0.01 || index === frames - 1)) {
        reported = fraction;
        onProgress(fraction);
      }
    }
  } finally {
    module._free(pointer);
    module._rnnoise_destroy(state);
  }
  return samples;
}
