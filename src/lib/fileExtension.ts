/** A media file's usual extension from its type as the server read it from its bytes (a download's name). */
export function fileExtension(contentType: string): string {
  const [kind, sub = ''] = contentType.split(';')[0]!.split('/');
  const known: Record<string, string> = { mpeg: 'mp3', 'x-wav': 'wav', wave: 'wav', 'x-flac': 'flac', 'x-m4a': 'm4a' };
  return known[sub] ?? (kind === 'audio' && sub === 'mp4' ? 'm4a' : sub || 'audio');
}
