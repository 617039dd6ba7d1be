// What a user's file is, decided by the server and never by the uploader: the type of each
// accepted extension (the one we store and send back), and a check that the bytes really are
// that type. A file a browser might run (SVG, HTML, XML, a script) must never reach it under a
// type that makes it run, so the declared type is ignored and the content has to agree with the
// extension.
//
// Content rules, exact for the extensions we accept:
// - pdf: starts with `%PDF-`.
// - docx, xlsx, pptx, odt: a zip (`PK\3\4`) whose central directory holds the format's part
//   (`word/…`, `xl/worksheets/…`, `ppt/…`, `content.xml`); zip: any zip.
// - doc, xls, ppt: an OLE compound file (D0 CF 11 E0 A1 B1 1A E1). tar: `ustar` at byte 257.
// - jpeg (FF D8 FF), png (89 PNG \r\n 1A \n), gif (`GIF87a`/`GIF89a`), webp (`RIFF` … `WEBP`).
// - text, code, markup, data (txt, md, csv, json, xml, yaml, html, code): none of the signatures
//   above, and valid UTF-8. NUL bytes are allowed: they are valid UTF-8 and some tools pad or end
//   text with them; the text read from the file drops them (Postgres text can't hold them).
//   Other encodings (UTF-16, Latin-1) are refused rather than guessed at.
import { isUtf8 } from 'node:buffer';
import { zipEntries } from './zip';

type Content = 'text' | 'pdf' | 'zip' | 'cfb' | 'tar' | 'jpeg' | 'png' | 'webp' | 'gif';

interface FileType {
  /** Stored with the file and sent as its content-type. */
  mime: string;
  /** How a message names it: `"x.png" is not ${label}`. */
  label: string;
  content: Content;
  /** For zip-based formats: an entry whose name starts so must be present. */
  zipPart?: string;
}

// Code and markup go out as text/plain: served as text/html, text/javascript, text/css or
// image/svg+xml, a file of ours could be run as a page, a script or a stylesheet of our origin.
const code = (label = 'a text file'): FileType => ({ mime: 'text/plain', label, content: 'text' });
const officeXml = 'application/vnd.openxmlformats-officedocument';

export const fileTypes: Readonly<Record<string, FileType>> = {
  txt: code(),
  md: { mime: 'text/markdown', label: 'a Markdown file', content: 'text' },
  csv: { mime: 'text/csv', label: 'a CSV file', content: 'text' },
  json: { mime: 'application/json', label: 'a JSON file', content: 'text' },
  xml: code('an XML file'),
  yml: code('a YAML file'),
  yaml: code('a YAML file'),
  html: code('an HTML file'),
  ...Object.fromEntries(['py', 'cpp', 'java', 'css', 'rb', 'sh', 'ts', 'cs', 'php', 'c', 'js'].map((extension) => [extension, code()])),
  pdf: { mime: 'application/pdf', label: 'a PDF document', content: 'pdf' },
  docx: { mime: `${officeXml}.wordprocessingml.document`, label: 'a Word document', content: 'zip', zipPart: 'word/' },
  xlsx: { mime: `${officeXml}.spreadsheetml.sheet`, label: 'an Excel workbook', content: 'zip', zipPart: 'xl/worksheets/' },
  pptx: { mime: `${officeXml}.presentationml.presentation`, label: 'a PowerPoint presentation', content: 'zip', zipPart: 'ppt/' },
  odt: { mime: 'application/vnd.oasis.opendocument.text', label: 'an OpenDocument text', content: 'zip', zipPart: 'content.xml' },
  zip: { mime: 'application/zip', label: 'a zip archive', content: 'zip' },
  doc: { mime: 'application/msword', label: 'a Word document', content: 'cfb' },
  xls: { mime: 'application/vnd.ms-excel', label: 'an Excel workbook', content: 'cfb' },
  ppt: { mime: 'application/vnd.ms-powerpoint', label: 'a PowerPoint presentation', content: 'cfb' },
  tar: { mime: 'application/x-tar', label: 'a tar archive', content: 'tar' },
  jpeg: { mime: 'image/jpeg', label: 'a JPEG image', content: 'jpeg' },
  png: { mime: 'image/png', label: 'a PNG image', content: 'png' },
  webp: { mime: 'image/webp', label: 'a WebP image', content: 'webp' },
  gif: { mime: 'image/gif', label: 'a GIF image', content: 'gif' },
};

const rasterImages = new Set<Content>(['jpeg', 'png', 'webp', 'gif']);

const startsWith = (data: Uint8Array, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? [...bytes].map((char) => char.charCodeAt(0)) : bytes;
  return data.length >= at + expected.length && expected.every((byte, index) => data[at + index] === byte);
};

/** The binary format the first bytes announce, if any. */
function signatureOf(data: Uint8Array): Exclude<Content, 'text'> | null {
  if (startsWith(data, '%PDF-')) return 'pdf';
  if (startsWith(data, 'PK\x03\x04') || startsWith(data, 'PK\x05\x06')) return 'zip';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'cfb';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return 'gif';
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return 'webp';
  if (startsWith(data, 'ustar', 257)) return 'tar';
  return null;
}

function zipHolds(data: Uint8Array, part: string): boolean {
  try {
    return zipEntries(data).some((entry) => entry.name.startsWith(part));
  } catch {
    return false;
  }
}

/** What the content is, in words, for the message that refuses it. */
function describe(data: Uint8Array): string | null {
  const signature = signatureOf(data);
  if (signature === 'zip') {
    const format = Object.values(fileTypes).find((type) => type.zipPart && zipHolds(data, type.zipPart));
    return (format ?? fileTypes.zip!).label;
  }
  // doc, xls and ppt share one container: name the family rather than guess which.
  if (signature === 'cfb') return 'an Office 97-2003 document';
  if (signature) return Object.values(fileTypes).find((type) => type.content === signature)!.label;
  return isUtf8(data) ? 'text' : null;
}

/**
 * Why the content of a file with this (accepted) extension is refused, in words for its
 * owner; null when it is what its extension says.
 */
export function contentMismatch(name: string, extension: string, data: Uint8Array): string | null {
  const type = fileTypes[extension];
  if (!type) return `"${name}" is not a file type Atelier accepts.`;
  const signature = signatureOf(data);
  const matches =
    type.content === 'text'
      ? signature === null && isUtf8(data)
      : signature === type.content && (!type.zipPart || zipHolds(data, type.zipPart));
  if (matches) return null;
  const seen = describe(data);
  const hint = seen ? ` It looks like ${seen}.` : type.content === 'text' ? ' Text files must be UTF-8.' : '';
  return `"${name}" is not ${type.label}: its content doesn't match its extension.${hint}`;
}

/** The type the server stores for an extension; whatever the uploader declared plays no part. */
export function mimeOfExtension(extension: string): string {
  return fileTypes[extension]?.mime ?? 'application/octet-stream';
}

/**
 * How to send a stored file: its content-type from our table, and whether a browser may show it
 * inline. Only a raster image whose bytes are that image is inline; the bytes are checked on
 * every download, so a file stored before these checks existed (under any declared type) can't
 * be shown as something else.
 */
export function servingOf(extension: string, data: Uint8Array): { mime: string; inline: boolean } {
  const type = fileTypes[extension];
  if (!type) return { mime: 'application/octet-stream', inline: false };
  if (!rasterImages.has(type.content)) return { mime: type.mime, inline: false };
  return signatureOf(data) === type.content ? { mime: type.mime, inline: true } : { mime: 'application/octet-stream', inline: false };
}

/** Whether the model may be shown the file as an image (a verified raster image). */
export function isVerifiedImage(extension: string, data: Uint8Array): boolean {
  return servingOf(extension, data).inline;
}

// Media files (server/lib/media-files): audio, video and raster images, recognised from their
// first bytes alone; whatever name or type an uploader gave plays no part.
// - wav (`RIFF` … `WAVE`), flac (`fLaC`), ogg and opus (`OggS`), mp3 (an ID3 tag or an MPEG
//   audio frame header), m4a (`ftyp` with an M4A/M4B brand).
// - webm (an EBML header naming `webm`) and mp4 (`ftyp` with an MP4 brand) may hold sound only
//   or pictures too: they are 'audio-or-video' until ffprobe (media-files/measure.ts) looks.
// - png, jpeg, webp, gif as above.
export type MediaKind = 'audio' | 'video' | 'audio-or-video' | 'image';

export interface MediaType {
  mime: string;
  kind: MediaKind;
}

const mp4Video = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'MSNV']);
const mp4Audio = new Set(['M4A ', 'M4B ']);

/** An MPEG audio frame header: sync bits, a known version and layer, a bitrate that is not "bad". */
function isMpegAudioFrame(data: Uint8Array): boolean {
  if (data.length < 4 || data[0] !== 0xff || (data[1]! & 0xe0) !== 0xe0) return false;
  const version = (data[1]! >> 3) & 3;
  const layer = (data[1]! >> 1) & 3;
  const bitrate = data[2]! >> 4;
  return version !== 1 && layer !== 0 && bitrate !== 15;
}

const ascii = (data: Uint8Array, from: number, to: number) => String.fromCharCode(...data.subarray(from, to));

/** The audio, video or raster image the bytes are; null for anything else. */
export function mediaTypeOf(data: Uint8Array): MediaType | null {
  const signature = signatureOf(data);
  if (signature && rasterImages.has(signature)) return { mime: Object.values(fileTypes).find((type) => type.content === signature)!.mime, kind: 'image' };
  if (startsWith(data, 'RIFF') && startsWith(data, 'WAVE', 8)) return { mime: 'audio/wav', kind: 'audio' };
  if (startsWith(data, 'fLaC')) return { mime: 'audio/flac', kind: 'audio' };
  if (startsWith(data, 'OggS')) return { mime: 'audio/ogg', kind: 'audio' };
  if (startsWith(data, 'ID3') || isMpegAudioFrame(data)) return { mime: 'audio/mpeg', kind: 'audio' };
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(data, 0, 64).includes('webm')) return { mime: 'video/webm', kind: 'audio-or-video' };
  if (startsWith(data, 'ftyp', 4)) {
    const brand = ascii(data, 8, 12);
    if (mp4Audio.has(brand)) return { mime: 'audio/mp4', kind: 'audio' };
    if (mp4Video.has(brand)) return { mime: 'video/mp4', kind: 'audio-or-video' };
  }
  return null;
}
