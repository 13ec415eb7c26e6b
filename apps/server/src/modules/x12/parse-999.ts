// 999 implementation acknowledgement (005010X231A1): per functional group acknowledged (AK1 .. AK9), whether it
// was accepted and, per transaction set (AK2 .. IK5), its errors in words. IK404 (the bad data itself) is left
// out: it can be a member id or a name. Like the 277CA, read leniently: it reports on our file, not on itself.
import { elementErrorText, segmentErrorText } from './codes';
import { el, transactionsOf, type Segment } from './tokens';
import type { Ack999 } from './types';

/** AK901 / IK501: A accepted, E accepted with errors; P partially accepted, R/M/W/X rejected. */
const ACCEPTED = new Set(['A', 'E']);

export function parse999(text: string): Ack999[] {
  const acks: Ack999[] = [];
  for (const { tx } of transactionsOf(text, '999', { strict: false })) acks.push(...readAcks(tx.segments));
  return acks;
}

function readAcks(segments: Segment[]): Ack999[] {
  const acks: Ack999[] = [];
  let ack: Ack999 | null = null;
  let set: Ack999['sets'][number] | null = null;
  let segmentContext = '';
  for (const seg of segments) {
    switch (seg.tag) {
      case 'AK1':
        ack = { groupControlNumber: el(seg, 2), accepted: false, sets: [] };
        acks.push(ack);
        break;
      case 'AK2':
        set = { controlNumber: el(seg, 2), accepted: false, errors: [] };
        ack?.sets.push(set);
        break;
      case 'IK3':
        segmentContext = `${el(seg, 1)} segment ${el(seg, 2)}${el(seg, 3) ? ` (loop ${el(seg, 3)})` : ''}`;
        if (set && el(seg, 4)) set.errors.push(`${segmentContext}: ${segmentErrorText(el(seg, 4))}`);
        break;
      case 'IK4': {
        const position = el(seg, 1).replace(/\D+/g, '.');
        if (set) set.errors.push(`${segmentContext} element ${position}${el(seg, 2) ? ` (${el(seg, 2)})` : ''}: ${elementErrorText(el(seg, 3))}`);
        break;
      }
      case 'IK5':
        if (set) {
          set.accepted = ACCEPTED.has(el(seg, 1));
          for (let i = 2; i <= 6; i++) if (el(seg, i)) set.errors.push(`transaction set error ${el(seg, i)}`);
        }
        set = null;
        break;
      case 'AK9':
        if (ack) ack.accepted = ACCEPTED.has(el(seg, 1));
        break;
    }
  }
  return acks;
}
