// HTTP byte ranges (RFC 9110 §14): what a `Range` header asks of a file of a known size. One
// range is served (206); a header that asks for none of the file is a 416; several ranges, or a
// header we cannot read, are answered with the whole file, as the RFC allows a server to.
import type { ByteRange } from './file-store';

export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    // A suffix, bytes=-N: the last N bytes.
    const length = Number(match[2]);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] ? Number(match[2]) : Infinity;
  if (last < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end: Math.min(last, size - 1) };
}
