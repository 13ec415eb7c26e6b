// Reading and writing X12 envelopes. node-x12 tokenises (and, when strict, checks ISA length, SE/GE/IEA counts and
// control numbers); every transaction reader here walks the flat segment list it yields. Writing is plain string
// building: our own segments are simple, and it keeps a 1,000-claim 837 fast.
import { X12FatInterchange, X12Parser, type X12Interchange } from 'node-x12';
import type { X12Envelope } from './types';

/** A segment with X12 numbering: `el[1]` is the first element (so `seg.el[9]` is NM109); `el[0]` is the tag. */
export interface Segment {
  tag: string;
  el: string[];
}

export interface Separators {
  element: string;
  component: string;
  repetition: string;
  segment: string;
}

export interface TransactionSet {
  /** ST01 */
  id: string;
  /** ST02 */
  controlNumber: string;
  /** ST03 (the implementation guide) or GS08 when absent */
  version: string;
  /** SE01 as written */
  declaredCount: number;
  /** ST through SE inclusive, as counted */
  actualCount: number;
  /** Segments between ST and SE */
  segments: Segment[];
}

export interface FunctionalGroup {
  /** GS01 (HC, HP, HS, HB, FA, HN ...) */
  functionalId: string;
  /** GS06 */
  controlNumber: string;
  /** GS08 */
  version: string;
  transactions: TransactionSet[];
}

export interface X12Document {
  /** ISA01..ISA16 exactly as written (ISA13 keeps its zero padding). */
  isa: string[];
  separators: Separators;
  groups: FunctionalGroup[];
}

const ISA_LENGTH = 106;

/**
 * Splits a document into interchanges, groups and transactions. Strict (the default) throws on any envelope error
 * node-x12 detects; lenient reads what it can and leaves the counts for the caller to compare.
 */
export function readX12(text: string, { strict = true }: { strict?: boolean } = {}): X12Document[] {
  const edi = text.replace(/^[\uFEFF\s]+/, '');
  if (!edi.startsWith('ISA') || edi.length < ISA_LENGTH) throw new Error('X12: the document does not start with an ISA segment');
  const separators = separatorsOf(edi);
  const parsed = new X12Parser(strict).parse(edi);
  const interchanges: X12Interchange[] = parsed instanceof X12FatInterchange ? parsed.interchanges : [parsed as X12Interchange];
  const rawIsas = rawIsaSegments(edi, separators);
  return interchanges.map((interchange, index) => ({
    isa: rawIsas[index] ?? ['ISA', ...interchange.header.elements.map((e) => e.value)],
    separators,
    groups: interchange.functionalGroups.map((group) => ({
      functionalId: group.header.valueOf(1) ?? '',
      controlNumber: group.header.valueOf(6) ?? '',
      version: group.header.valueOf(8) ?? '',
      transactions: group.transactions.map((tx) => ({
        id: tx.header.valueOf(1) ?? '',
        controlNumber: tx.header.valueOf(2) ?? '',
        version: tx.header.valueOf(3) || (group.header.valueOf(8) ?? ''),
        declaredCount: Number(tx.trailer?.valueOf(1) ?? NaN),
        actualCount: tx.segments.length + 2,
        segments: tx.segments.map((s) => ({ tag: s.tag, el: [s.tag, ...s.elements.map((e) => e.value)] })),
      })),
    })),
  }));
}

/** Every transaction set of the given ST01 in a document, in order. */
export function transactionsOf(text: string, id: string, options?: { strict?: boolean }): { doc: X12Document; tx: TransactionSet }[] {
  const found: { doc: X12Document; tx: TransactionSet }[] = [];
  for (const doc of readX12(text, options))
    for (const group of doc.groups) for (const tx of group.transactions) if (tx.id === id) found.push({ doc, tx });
  return found;
}

function separatorsOf(edi: string): Separators {
  // ISA is fixed width: the element separator follows "ISA", ISA11 and ISA16 sit at fixed offsets.
  return { element: edi.charAt(3), repetition: edi.charAt(82), component: edi.charAt(104), segment: edi.charAt(105) };
}

/** ISA segments read from the text itself: node-x12 turns ISA13 into a number, we want it as written. */
function rawIsaSegments(edi: string, separators: Separators): string[][] {
  const found: string[][] = [];
  const marker = `ISA${separators.element}`;
  for (let at = edi.indexOf(marker); at !== -1; at = edi.indexOf(marker, at + ISA_LENGTH)) {
    if (at > 0 && !isSegmentStart(edi, at, separators.segment)) continue;
    found.push(edi.slice(at, at + ISA_LENGTH - 1).split(separators.element));
  }
  return found;
}

function isSegmentStart(edi: string, at: number, terminator: string): boolean {
  let i = at - 1;
  while (i >= 0 && /\s/.test(edi.charAt(i)) && edi.charAt(i) !== terminator) i--;
  return i < 0 || edi.charAt(i) === terminator;
}

/** Element `n` of a segment, '' when absent. */
export function el(segment: Segment | undefined, n: number): string {
  return segment?.el[n] ?? '';
}

/**
 * The components of a composite element. The TR3 examples (and some senders) write '>' between components while
 * ISA16 declares ':'; a qualifier followed by '>' is unambiguous, so that spelling is read too.
 */
export function components(value: string, separators: Separators): string[] {
  if (value.includes(separators.component)) return value.split(separators.component);
  if (separators.component !== '>' && /^[A-Z0-9]{2,3}>/.test(value)) return value.split('>');
  return [value];
}

/** CCYYMMDD -> YYYY-MM-DD; null when empty or malformed. */
export function isoDate(d8: string): string | null {
  return /^\d{8}$/.test(d8) ? `${d8.slice(0, 4)}-${d8.slice(4, 6)}-${d8.slice(6, 8)}` : null;
}

/** A DTP/DTM date: D8 -> the date; RD8 -> its first date. */
export function periodStart(qualifier: string, value: string): string | null {
  if (qualifier === 'RD8') return isoDate(value.split('-')[0] ?? '');
  return isoDate(value);
}

// ---------------------------------------------------------------- writing

export const OUT: Separators = { element: '*', component: ':', repetition: '^', segment: '~' };

/** One segment; trailing empty elements are dropped as X12 requires. */
export function segment(tag: string, ...elements: (string | number | null | undefined)[]): string {
  const values = elements.map((v) => (v === null || v === undefined ? '' : String(v)));
  while (values.length > 0 && values[values.length - 1] === '') values.pop();
  return [tag, ...values].join(OUT.element);
}

/** Free text (names, addresses): separators and control characters removed, spaces collapsed, cut to `max`. */
export function text(value: string | undefined, max = 60): string {
  return (value ?? '')
    .replace(/[*~:^\r\n\t]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max);
}

/** CCYYMMDD from 'YYYY-MM-DD', throwing (without the value: it may be a birth date) when malformed. */
export function d8(value: string, what: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : null;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw new Error(`X12: ${what} must be a valid YYYY-MM-DD date`);
  return `${match[1]}${match[2]}${match[3]}`;
}

/** Envelope timestamps are written in UTC so the same input always produces the same bytes. */
export function envelopeDate(at: Date): { ccyymmdd: string; hhmm: string } {
  const iso = at.toISOString();
  return { ccyymmdd: iso.slice(0, 10).replaceAll('-', ''), hhmm: iso.slice(11, 16).replace(':', '') };
}

function checkEnvelope(envelope: X12Envelope): void {
  const { controlNumber, senderId, receiverId } = envelope;
  if (!Number.isInteger(controlNumber) || controlNumber < 1 || controlNumber > 999_999_999)
    throw new Error('X12: the interchange control number must be an integer from 1 to 999999999');
  for (const [what, id] of [['sender id', senderId], ['receiver id', receiverId]] as const)
    if (!id || id.length > 15 || /[*~:^]/.test(id)) throw new Error(`X12: the ${what} must be 1 to 15 characters without separators`);
  if (envelope.usage !== 'P' && envelope.usage !== 'T') throw new Error("X12: usage must be 'P' or 'T'");
  if (Number.isNaN(envelope.createdAt.getTime())) throw new Error('X12: createdAt is not a valid date');
}

/**
 * Wraps transaction sets (each without ST/SE) in ST/SE, GS/GE and ISA/IEA with counts and control numbers
 * (ISA13 = GS06; ST02 = 0001, 0002 ...). Output: one segment per line.
 */
export function envelopeOf(
  envelope: X12Envelope,
  group: { functionalId: string; version: string; transactionId: string },
  bodies: string[][],
): string {
  checkEnvelope(envelope);
  const { ccyymmdd, hhmm } = envelopeDate(envelope.createdAt);
  const control = String(envelope.controlNumber);
  const out = [
    segment(
      'ISA', '00', ' '.repeat(10), '00', ' '.repeat(10),
      'ZZ', envelope.senderId.padEnd(15), 'ZZ', envelope.receiverId.padEnd(15),
      ccyymmdd.slice(2), hhmm, OUT.repetition, '00501', control.padStart(9, '0'), '0', envelope.usage, OUT.component,
    ),
    segment('GS', group.functionalId, envelope.senderId, envelope.receiverId, ccyymmdd, hhmm, control, 'X', group.version),
  ];
  bodies.forEach((body, index) => {
    const st = String(index + 1).padStart(4, '0');
    // No spread: a 10,000-claim 835 has more segments than the call stack allows arguments.
    out.push(segment('ST', group.transactionId, st, group.version));
    for (const line of body) out.push(line);
    out.push(segment('SE', body.length + 2, st));
  });
  out.push(segment('GE', bodies.length, control), segment('IEA', 1, control.padStart(9, '0')));
  return out.join(`${OUT.segment}\n`) + `${OUT.segment}\n`;
}
