// The player every media tool shows its audio with (voiceover's preview first; the transcriber,
// isolator and composer next): play/pause, a seek slider (a native range, so arrows, Home and
// End work and a screen reader names its value), speed from 0.5 to 2, the time, a download link.
// The element's own state is the truth: React only mirrors what its events report. A screen that
// follows the audio (the transcriber's segments) is told the time (`onTime`) and may play from a
// time through the handle given as `ref` (`playFrom`).
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { css } from '@linaria/core';
import { color, font, radius, space } from '../tokens';

export const playbackRates = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** 75 → "1:15"; unknown (NaN, Infinity before metadata) → "0:00". */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface AudioPlayerProps {
  src: string;
  /** Names the controls ("Play My speech") and the downloaded file. */
  title: string;
  /** Seconds, when the server knows it before the metadata loads. */
  duration?: number | null;
  downloadName?: string;
  /** Called with the current time, in seconds, as it plays and when it is sought. */
  onTime?(seconds: number): void;
  ref?: Ref<AudioPlayerHandle>;
}

export interface AudioPlayerHandle {
  /** Moves to `seconds` and plays from there. */
  playFrom(seconds: number): void;
}

export function AudioPlayer({ src, title, duration: known, downloadName, onTime, ref }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(known ?? 0);
  const [rate, setRate] = useState(1);
  useImperativeHandle(ref, () => ({
    playFrom(seconds) {
      const element = audio.current;
      if (!element) return;
      element.currentTime = seconds;
      void element.play().catch(() => setPlaying(false));
    },
  }));
  useEffect(() => {
    setPlaying(false);
    setTime(0);
    setDuration(known ?? 0);
  }, [src, known]);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  return (
    <div className={player} role="group" aria-label={`Player: ${title}`}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => {
          setTime(event.currentTarget.currentTime);
          onTime?.(event.currentTarget.currentTime);
        }}
        onLoadedMetadata={(event) => {
          if (Number.isFinite(event.currentTarget.duration)) setDuration(event.currentTarget.duration);
          event.currentTarget.playbackRate = rate;
        }}
      />
      <button type="button" className={playButton} onClick={toggle} aria-label={playing ? `Pause ${title}` : `Play ${title}`}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
          <path d={playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M7 4l13 8-13 8z'} />
        </svg>
      </button>
      <input
        type="range"
        className={slider}
        aria-label={`Seek ${title}`}
        aria-valuetext={`${clockTime(time)} of ${clockTime(duration)}`}
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(time, duration || 0)}
        onChange={(event) => {
          const to = Number(event.currentTarget.value);
          if (audio.current) audio.current.currentTime = to;
          setTime(to);
        }}
      />
      <span className={clock} aria-hidden="true">
        {clockTime(time)} / {clockTime(duration)}
      </span>
      <select
        className={speed}
        aria-label="Speed"
        value={rate}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          setRate(next);
          if (audio.current) audio.current.playbackRate = next;
        }}
      >
        {playbackRates.map((value) => (
          <option key={value} value={value}>
            {value}×
          </option>
        ))}
      </select>
      <a className={download} href={src} download={downloadName ?? title}>
        Download
      </a>
    </div>
  );
}

const player = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
`;
const playButton = css`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.textOnAccent};
  cursor: pointer;
  &:hover {
    background: ${color.accentHover};
  }
`;
const slider = css`
  flex: 1 1 160px;
  min-width: 120px;
  accent-color: ${color.accent};
`;
const clock = css`
  font-size: ${font.small};
  color: ${color.textMuted};
  font-variant-numeric: tabular-nums;
`;
const speed = css`
  min-height: 32px;
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
`;
const download = css`
  color: ${color.accent};
  font-size: ${font.small};
`;
