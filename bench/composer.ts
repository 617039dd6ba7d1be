// The offline composer, measured (issue 23's figures), over five fixed prompts no test tunes to,
// 30 s each, composed as jobs compose them (a worker thread, the soundfont loaded once in it):
// - length: the WAV's and the MP3's (as ffmpeg decodes it) against the request; target ±1 s;
// - loudness: integrated, by our meter and by ffmpeg's ebur128 filter, WAV and MP3; target −16 ± 1 LUFS;
// - true peak: by both meters, WAV and MP3; target ≤ −1 dBTP;
// - repeatability: the first prompt composed again gives identical MP3 and WAV bytes;
// - time for 30 s of music: each piece, the first one including the worker's start and the
//   soundfont's loading; target ≤ 5 s.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onPath } from '../server/engines/audio/programs';
import { composePiece } from '../server/engines/music/offline';
import type { OfflinePiece } from '../server/engines/music/compose-worker';

export const composerTargets = { lengthError: 1, loudness: -16, loudnessError: 1, truePeak: -1, seconds: 5 } as const;

const prompts: { prompt: string; tags: string[] }[] = [
  { prompt: 'a quiet piano piece for reading by the window', tags: [] },
  { prompt: 'heroic theme for a fantasy game', tags: ['orchestral'] },
  { prompt: 'driving synth track for a night drive', tags: ['electronic'] },
  { prompt: 'late night trio in a smoky club', tags: ['jazz'] },
  { prompt: 'sunny acoustic morning', tags: ['happy', 'guitar'] },
];
const seconds = 30;

/** ffmpeg's own EBU R 128 reading of a file: integrated loudness (LUFS) and true peak (dBTP). */
export function ffmpegMeter(data: Uint8Array): { loudness: number; truePeak: number } {
  const folder = mkdtempSync(join(tmpdir(), 'meter-'));
  try {
    const file = join(folder, 'audio');
    writeFileSync(file, data);
    const { stderr } = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'], { encoding: 'utf8' });
    const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
    return { loudness: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]), truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The length of any audio file as ffmpeg decodes it, in seconds. */
export function decodedSeconds(data: Uint8Array): number {
  const { stdout } = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '44100', 'pipe:1'], { input: data, maxBuffer: 64 << 20 });
  return stdout.length / 2 / 44_100;
}

export interface ComposerFigure {
  prompt: string;
  piece: OfflinePiece;
  ms: number;
  /** CPU time of this process's threads (the worker's included; ffmpeg's MP3 encoding not). */
  cpuMs: number;
  /** ffmpeg's readings, null without ffmpeg. */
  mp3: { seconds: number; loudness: number; truePeak: number } | null;
  wav: { loudness: number; truePeak: number } | null;
}

export async function composerBench(): Promise<{ figures: ComposerFigure[]; identical: boolean }> {
  const figures: ComposerFigure[] = [];
  for (const { prompt, tags } of prompts) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const piece = await composePiece({ prompt, tags, seconds });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const ffmpeg = onPath('ffmpeg');
    figures.push({
      prompt: `${prompt}${tags.length ? ` [${tags.join(', ')}]` : ''}`,
      piece,
      ms,
      cpuMs,
      mp3: ffmpeg ? { seconds: decodedSeconds(piece.mp3), ...ffmpegMeter(piece.mp3) } : null,
      wav: ffmpeg ? ffmpegMeter(piece.wav) : null,
    });
  }
  const again = await composePiece({ ...prompts[0]!, seconds });
  const first = figures[0]!.piece;
  const identical = Buffer.from(again.mp3).equals(Buffer.from(first.mp3)) && Buffer.from(again.wav).equals(Buffer.from(first.wav));
  return { figures, identical };
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

export function printComposerFigures({ figures, identical }: { figures: ComposerFigure[]; identical: boolean }) {
  const t = composerTargets;
  for (const [index, { prompt, piece, ms, cpuMs, mp3, wav }] of figures.entries()) {
    const lengthError = Math.max(Math.abs(piece.seconds - seconds), mp3 ? Math.abs(mp3.seconds - seconds) : 0);
    const loudness = [piece.loudness, wav?.loudness, mp3?.loudness].filter((value): value is number => value !== undefined);
    const peaks = [piece.truePeak, wav?.truePeak, mp3?.truePeak].filter((value): value is number => value !== undefined);
    const loudnessOk = loudness.every((value) => Math.abs(value - t.loudness) <= t.loudnessError);
    console.log(
      `composer, "${prompt}" (${piece.style}, ${piece.tonic} ${piece.mode}, ${piece.tempo} bpm): ${(ms / 1000).toFixed(1)} s for ${seconds} s${index === 0 ? ' (worker start and soundfont load included)' : ''} (target ≤ ${t.seconds} s) ${mark(ms <= t.seconds * 1000)}, ${(cpuMs / 1000).toFixed(1)} s of CPU; ` +
        `length ${piece.seconds.toFixed(2)} s WAV${mp3 ? `, ${mp3.seconds.toFixed(2)} s MP3` : ''} (target ±${t.lengthError} s) ${mark(lengthError <= t.lengthError)}; ` +
        `loudness ${piece.loudness.toFixed(2)} LUFS${wav ? `, ffmpeg ${wav.loudness.toFixed(1)} WAV / ${mp3!.loudness.toFixed(1)} MP3` : ''} (target ${t.loudness} ± ${t.loudnessError}) ${mark(loudnessOk)}; ` +
        `true peak ${piece.truePeak.toFixed(2)} dBTP${wav ? `, ffmpeg ${wav.truePeak.toFixed(1)} WAV / ${mp3!.truePeak.toFixed(1)} MP3` : ''} (target ≤ ${t.truePeak}) ${mark(peaks.every((value) => value <= t.truePeak))}`,
    );
  }
  console.log(`composer, the same inputs again: ${identical ? 'identical MP3 and WAV bytes' : 'different bytes'} (target identical) ${mark(identical)}`);
}
