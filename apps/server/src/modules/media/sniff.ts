import type { MEDIA_MIME_TYPES } from '@dme/contract';

export type MediaMime = (typeof MEDIA_MIME_TYPES)[number];

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The type of a file from its first bytes (magic numbers). The client's name and Content-Type are never trusted:
 * a text file named `.pdf` is not a PDF. Only PDFs and the common web image formats are recognised.
 */
export function sniffMime(bytes: Buffer): MediaMime | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const EXTENSION: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/**
 * A file name safe to store and to put in a Content-Disposition header: no folders, no control or quote
 * characters, at most 150 characters, and the extension of the real type.
 */
export function safeFileName(name: string | undefined, mime: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"<>|:*?;'.includes(c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const extension = EXTENSION[mime] ?? 'bin';
  const stem = cleaned.replace(/\.[A-Za-z0-9]{1,8}$/, '').slice(0, 140) || 'document';
  return `${stem}.${extension}`;
}

const encodeRfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="..."` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
