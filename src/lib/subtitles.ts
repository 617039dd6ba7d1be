import type { ExportFile } from './exports/file';
import { exportFilename } from './exports/file';

// A transcription's exports (SPEC §1: vtt and srt for transcriptions, and text): WebVTT (a
// "WEBVTT" header, cues `00:00:01.000 --> 00:00:02.500`), SubRip (numbered cues, a comma before
// the milliseconds) and the plain text. Pure: the screen hands the file to downloadFile.

export interface Segment {
  start: number;
  end: number;
  text: string;
}

export type SubtitleFormat = 'vtt' | 'srt' | 'text';

/** 3723.5 → "01:02:03.500" (WebVTT) or "01:02:03,500" (SubRip); hours always shown, as players expect. */
export function cueTime(seconds: number, separator: '.' | ','): string {
  const total = Math.max(0, Math.round((Number.isFinite(seconds) ? seconds : 0) * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const secs = Math.floor(total / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(total % 1000, 3)}`;
}

/** A cue's text on its own lines: no blank line (it would end the cue) and no "-->" (it would read as a timing). */
const cueText = (text: string) =>
  text
    .replace(/-->/g, '→')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

/** Segments that say something, in order, each ending no earlier than it starts. */
const cues = (segments: readonly Segment[]) =>
  segments.filter((segment) => cueText(segment.text)).map((segment) => ({ start: segment.start, end: Math.max(segment.start, segment.end), text: cueText(segment.text) }));

export function toVtt(segments: readonly Segment[]): string {
  const body = cues(segments).map((cue) => `${cueTime(cue.start, '.')} --> ${cueTime(cue.end, '.')}\n${cue.text}`);
  return ['WEBVTT', ...body].join('\n\n') + '\n';
}

export function toSrt(segments: readonly Segment[]): string {
  return cues(segments)
    .map((cue, index) => `${index + 1}\n${cueTime(cue.start, ',')} --> ${cueTime(cue.end, ',')}\n${cue.text}\n`)
    .join('\n');
}

const types: Record<SubtitleFormat, { extension: string; mimeType: string }> = {
  vtt: { extension: 'vtt', mimeType: 'text/vtt' },
  srt: { extension: 'srt', mimeType: 'application/x-subrip' },
  text: { extension: 'txt', mimeType: 'text/plain' },
};

/** The transcription as a file to download, named after its title. */
export function subtitleFile(title: string, content: { text: string; segments: readonly Segment[] }, format: SubtitleFormat): ExportFile {
  const data = format === 'vtt' ? toVtt(content.segments) : format === 'srt' ? toSrt(content.segments) : `${content.text.trim()}\n`;
  const base = exportFilename(title, 'text').replace(/\.txt$/, '');
  return { filename: `${base}.${types[format].extension}`, mimeType: `${types[format].mimeType};charset=utf-8`, data };
}
