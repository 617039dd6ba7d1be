// Attachments (SPEC §5): the paperclip in the prompt box, the chips of the chosen files, and
// the files a sent message carries. Which files are accepted, and keeping them for the next
// message, is chatMachine's (machines/chat/chatAttachments.ts); these only render and call back.
import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { downloadBlob } from '../../lib/exports/download';
import { css } from '@linaria/core';
import { AttachmentFileQuery } from '../../gateway/library/operations';
import { errorText } from '../../lib/errors';
import { formatSize } from '../../lib/fileSize';
import { acceptedExtensions } from '../../machines/chat/chatAttachments';
import { color, font, radius, space } from '../../ui/tokens';
import { useSharedConversationId } from './sharedDownloads';

/** The paperclip: opens the file picker, limited to the accepted extensions. */
export function AttachButton({ onAdd, disabled }: { onAdd: (files: File[]) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={clip} aria-label="Attach files" title="Attach files" disabled={disabled} onClick={() => input.current?.click()}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21.4 11.1l-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
        </svg>
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="attach-input"
        accept={acceptedExtensions.map((extension) => `.${extension}`).join(',')}
        onChange={(event) => {
          if (event.target.files) onAdd([...event.target.files]);
          event.target.value = '';
        }}
      />
    </>
  );
}

/** The chips of the chosen files, each with its remove button; the refusal, if any. */
export function AttachmentChips({ files, error, onRemove }: { files: readonly File[]; error: string | null; onRemove: (file: File) => void }) {
  if (files.length === 0 && !error) return null;
  return (
    <div className={chipRow}>
      {files.length > 0 && (
        <ul aria-label="Attached files" className={chipList}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={chip}>
              <span className={chipName}>{file.name}</span>
              <span className={chipSize}>{formatSize(file.size)}</span>
              <button type="button" className={chipRemove} aria-label={`Remove ${file.name}`} onClick={() => onRemove(file)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className={refusal}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface SentAttachment {
  id: string;
  name: string;
  mime: string;
  size: number;
}

/** Under a user message: the files it was sent with. */
export function MessageAttachments({ attachments }: { attachments: readonly SentAttachment[] }) {
  const client = useClient();
  const sharedConversationId = useSharedConversationId();
  const [error, setError] = useState<string | null>(null);
  // A read through the gateway (the owner's route needs the JWT), then handed over as a download.
  const download = async (file: SentAttachment) => {
    const result = await client.query(AttachmentFileQuery, { id: file.id, sharedConversationId }, { requestPolicy: 'network-only' }).toPromise();
    if (result.error || !result.data) return setError(errorText(result.error));
    downloadBlob(result.data.attachmentFile as Blob, file.name);
    setError(null);
  };
  return (
    <>
      <ul aria-label="Attachments" className={sentList}>
        {attachments.map((file) => (
          <li key={file.id} className={chip}>
            <button type="button" className={chipLink} aria-label={`Download ${file.name}`} onClick={() => void download(file)}>
              <span className={chipName}>{file.name}</span>
            </button>
            <span className={chipSize}>{formatSize(file.size)}</span>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className={refusal}>
          {error}
        </p>
      )}
    </>
  );
}

const chipLink = css`
  display: inline-flex;
  min-width: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${color.accent};
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const clip = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 38px;
  height: 38px;
  border: 0;
  border-radius: ${radius.md};
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${color.text};
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const chipRow = css`
  width: 100%;
  max-width: 760px;
  margin: 0 auto ${space.sm};
`;

const chipList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const sentList = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space.sm};
  margin: ${space.xs} 0 0;
  padding: 0;
  list-style: none;
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  max-width: 100%;
  padding: 2px ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-size: ${font.small};
`;

const chipName = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 240px;
`;

const chipSize = css`
  color: ${color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const chipRemove = css`
  border: 0;
  background: transparent;
  color: ${color.textMuted};
  font-size: ${font.body};
  line-height: 1;
  cursor: pointer;
  &:hover {
    color: ${color.text};
  }
`;

const refusal = css`
  margin: ${space.xs} 0 0;
  color: ${color.danger};
  font-size: ${font.small};
`;
