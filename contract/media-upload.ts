// What the transcriber and the voice isolator accept as an upload (SPEC §5 "Transcriber file"),
// checked the same way in the browser (before sending) and by the server (while the upload
// streams: its size; from its bytes once in: its type, `mediaFiles.save(…, accept:
// 'audio-or-video')`). One list and one pair of messages for both tools.

/** 25 MB as the hosted transcription APIs count it (26,214,400 bytes). */
export const maxMediaUploadBytes = 25 * 1024 * 1024;
export const mediaUploadTooLarge = 'File size must be less than 25MB.';
export const mediaUploadUnsupported = 'File must be in a supported audio/video format.';

/** flac, mp3, mpeg, mpga, m4a, ogg, wav, webm audio and mp4, webm video. */
export const mediaUploadExtensions = ['flac', 'mp3', 'mpeg', 'mpga', 'm4a', 'ogg', 'wav', 'webm', 'mp4'] as const;
export const mediaUploadTypes = [
  'audio/flac', 'audio/x-flac', 'audio/mpeg', 'audio/mp3', 'audio/mpga', 'audio/mp4', 'audio/m4a', 'audio/x-m4a', 'audio/aac',
  'audio/ogg', 'audio/opus', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/webm', 'video/mp4', 'video/mpeg', 'video/webm',
] as const;

/** The `accept` attribute of the file input. */
export const mediaUploadAccept = [...mediaUploadExtensions.map((extension) => `.${extension}`), ...mediaUploadTypes].join(',');

/**
 * The browser's check before sending: the message to show, or null when the file may go. The
 * type by the browser's word or, when it has none (some systems give m4a or flac no type), the
 * name's extension; the server reads the bytes and has the last word.
 */
export function mediaUploadRefusal(file: { size: number; type: string; name: string }): string | null {
  if (file.size > maxMediaUploadBytes) return mediaUploadTooLarge;
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const known = type ? (mediaUploadTypes as readonly string[]).includes(type) : (mediaUploadExtensions as readonly string[]).includes(extension);
  return known ? null : mediaUploadUnsupported;
}
