import { describe, expect, it } from 'vitest';
import { cueTime, subtitleFile, toSrt, toVtt } from '../../src/lib/subtitles';

// A transcription's exports: WebVTT with its header and cue times, SubRip with numbered cues and
// commas, and the text; cue text that would break the format is made safe.

const segments = [
  { start: 1, end: 2.5, text: 'Good morning.' },
  { start: 2.5, end: 3723.456, text: '  This is\n\na test  ' },
  { start: 3724, end: 3724, text: '   ' },
];

describe('subtitles', () => {
  it('writes cue times with hours, and milliseconds after a dot (WebVTT) or a comma (SubRip)', () => {
    expect(cueTime(1, '.')).toBe('00:00:01.000');
    expect(cueTime(3723.456, ',')).toBe('01:02:03,456');
    expect(cueTime(-2, '.')).toBe('00:00:00.000');
    expect(cueTime(Number.NaN, '.')).toBe('00:00:00.000');
  });

  it('writes WebVTT: the header, a blank line, then each cue with its timing line', () => {
    expect(toVtt(segments)).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nGood morning.\n\n00:00:02.500 --> 01:02:03.456\nThis is\na test\n');
    expect(toVtt([])).toBe('WEBVTT\n');
  });

  it('writes SubRip: numbered cues, commas before the milliseconds, a blank line between', () => {
    expect(toSrt(segments)).toBe('1\n00:00:01,000 --> 00:00:02,500\nGood morning.\n\n2\n00:00:02,500 --> 01:02:03,456\nThis is\na test\n');
  });

  it('keeps a cue whole: an arrow in its text is no timing, an end before its start is its start', () => {
    expect(toVtt([{ start: 2, end: 1, text: 'a --> b' }])).toBe('WEBVTT\n\n00:00:02.000 --> 00:00:02.000\na → b\n');
  });

  it('names the file after the title, with the type of each format', () => {
    const content = { text: ' Good morning. ', segments };
    expect(subtitleFile('Morning: call', content, 'vtt')).toMatchObject({ filename: 'Morning call.vtt', mimeType: 'text/vtt;charset=utf-8' });
    expect(subtitleFile('Morning', content, 'srt')).toMatchObject({ filename: 'Morning.srt', mimeType: 'application/x-subrip;charset=utf-8' });
    expect(subtitleFile('Morning', content, 'text')).toEqual({ filename: 'Morning.txt', mimeType: 'text/plain;charset=utf-8', data: 'Good morning.\n' });
  });
});
