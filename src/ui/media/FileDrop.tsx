// Where a media tool's file is chosen (the transcriber, the voice isolator): a zone a file can be
// dropped on and a "Choose file" button (the keyboard's way in), limited to the types the tools
// accept (contract/media-upload.ts). It shows the chosen file's name and size, and the refusal
// the upload flow gives it (machines/media/uploadMachine.ts); it checks nothing itself.
import { useId, useRef, useState } from 'react';
import { css, cx } from '@linaria/core';
import { mediaUploadAccept } from '../../../contract/media-upload';
import { formatSize } from '../../lib/fileSize';
import { Button } from '../Button';
import { color, font, radius, space } from '../tokens';

export interface FileDropProps {
  /** What the file is for, e.g. "Audio or video file". */
  label: string;
  file: { name: string; size: number } | null;
  refusal: string | null;
  disabled?: boolean;
  onChoose(file: File): void;
}

export function FileDrop({ label, file, refusal, disabled, onChoose }: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const id = useId();
  const take = (files: FileList | null | undefined) => {
    const chosen = files?.[0];
    if (chosen && !disabled) onChoose(chosen);
  };
  return (
    <div className={wrap}>
      <span id={`${id}-label`} className={title}>
        {label}
      </span>
      <div
        className={cx(zone, over && zoneOver, refusal && zoneRefused)}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={refusal ? `${id}-refusal` : `${id}-hint`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          take(event.dataTransfer?.files);
        }}
      >
        {file ? (
          <p className={chosen}>
            <strong>{file.name}</strong> <span className={size}>{formatSize(file.size)}</span>
          </p>
        ) : (
          <p className={hint}>Drop a file here, or choose one.</p>
        )}
        <p id={`${id}-hint`} className={hint}>
          Audio or video: FLAC, MP3, M4A, OGG, WAV, WebM or MP4, 25 MB at most.
        </p>
        <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
          {file ? 'Choose another file' : 'Choose file'}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={label}
          accept={mediaUploadAccept}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {refusal && (
        <p id={`${id}-refusal`} role="alert" className={refused}>
          {refusal}
        </p>
      )}
    </div>
  );
}

const wrap = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

const title = css`
  font-size: ${font.small};
  font-weight: 550;
`;

const zone = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.lg};
  border: 2px dashed ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  & p {
    margin: 0;
  }
`;

const zoneOver = css`
  border-color: ${color.accent};
  background: ${color.accentSoft};
`;

const zoneRefused = css`
  border-color: ${color.danger};
`;

const chosen = css`
  overflow-wrap: anywhere;
  & strong {
    font-weight: 550;
  }
`;

const size = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const hint = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const refused = css`
  margin: 0;
  color: ${color.danger};
  font-size: ${font.small};
`;
