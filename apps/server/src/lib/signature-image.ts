import { SIGNATURE_MAX_BYTES } from '@dme/contract';
import { fieldError } from './app-error';

export type SignatureMime = 'image/png' | 'image/jpeg' | 'image/svg+xml';

export interface SignatureImage {
  mime: SignatureMime;
  bytes: Buffer;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
/** Anything that could run or fetch when an SVG is rendered: a signature needs none of it. */
const SVG_FORBIDDEN = /<script|<foreignObject|<!ENTITY|<!DOCTYPE|javascript:|\son\w+\s*=|xlink:href|<image|<use\b/i;

const invalid = (message: string) => fieldError('signature', message);

/**
 * Decodes the pad's data URL and checks the bytes are what the type says (the contract already checked the
 * shape and length). SVGs are refused when they hold scripts or references, so a stored signature is inert.
 */
export function parseSignatureDataUrl(dataUrl: string): SignatureImage {
  const m = /^data:(image\/(?:png|jpeg|svg\+xml));base64,(.+)$/.exec(dataUrl);
  if (!m) throw invalid('The signature must be a PNG, JPEG or SVG image.');
  const mime = m[1] as SignatureMime;
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.length === 0) throw invalid('The signature is empty.');
  if (bytes.length > SIGNATURE_MAX_BYTES) throw invalid('The signature image is too large.');
  if (mime === 'image/png' && !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw invalid('The signature is not a valid PNG image.');
  if (mime === 'image/jpeg' && !bytes.subarray(0, 3).equals(JPEG_MAGIC)) throw invalid('The signature is not a valid JPEG image.');
  if (mime === 'image/svg+xml') {
    const svg = bytes.toString('utf8');
    if (!/<svg[\s>]/i.test(svg)) throw invalid('The signature is not a valid SVG image.');
    if (SVG_FORBIDDEN.test(svg)) throw invalid('The signature SVG may contain only drawing elements.');
  }
  return { mime, bytes };
}

export interface SvgDrawing {
  width: number;
  height: number;
  paths: { d: string; width: number }[];
  dots: { cx: number; cy: number; r: number }[];
}

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];
const num = (v: string | undefined, fallback: number) => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) ? n : fallback;
};

/** The strokes of a signature-pad SVG (paths and dots), for drawing into the PDF as vectors. */
export function readSvgDrawing(svg: string): SvgDrawing {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const box = attr(root, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = box?.length === 4 && box[2]! > 0 ? box[2]! : num(attr(root, 'width'), 300);
  const height = box?.length === 4 && box[3]! > 0 ? box[3]! : num(attr(root, 'height'), 100);
  const paths = [...svg.matchAll(/<path\b[^>]*>/gi)].flatMap(([tag]) => {
    const d = attr(tag, 'd');
    return d && /^[\sMmLlHhVvCcSsQqTtAaZz0-9.,eE+-]+$/.test(d) ? [{ d, width: num(attr(tag, 'stroke-width'), 1.5) }] : [];
  });
  const dots = [...svg.matchAll(/<circle\b[^>]*>/gi)].map(([tag]) => ({
    cx: num(attr(tag, 'cx'), 0),
    cy: num(attr(tag, 'cy'), 0),
    r: num(attr(tag, 'r'), 1),
  }));
  return { width, height, paths, dots };
}
