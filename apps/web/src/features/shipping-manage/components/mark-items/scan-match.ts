import type { RouteDetail, RoutePointItem } from '@dme/contract';

export interface LoadLine {
  item: RoutePointItem;
  seq: number;
  patient: string;
}

/** Every item of every stop, in driving order. */
export const loadLinesOf = (route: RouteDetail): LoadLine[] =>
  [...route.points]
    .sort((a, b) => a.seq - b.seq)
    .flatMap((p) => p.items.map((item) => ({ item, seq: p.seq, patient: p.suborder.patient_name })));

/** What a scanned or typed code means for the van being loaded. */
export type ScanResult =
  | { kind: 'mark'; line: LoadLine; serial?: string }
  /** A serialised item's SKU: its serial must be scanned next. */
  | { kind: 'need-serial'; line: LoadLine }
  | { kind: 'already'; line: LoadLine }
  | { kind: 'unknown' };

const same = (a: string | null, b: string) => a !== null && a.trim().toUpperCase() === b.toUpperCase();

/**
 * Reads a code: the serial of a serialised item marks it with that serial; a SKU marks the first unloaded
 * non-serialised item of that SKU, or asks for the serial of a serialised one. While a serial is awaited
 * (`awaiting`), any code that is no other item's serial or SKU is taken as that serial (the server checks it).
 */
export function matchScan(lines: readonly LoadLine[], raw: string, awaiting: LoadLine | null): ScanResult {
  const code = raw.trim();
  if (!code) return { kind: 'unknown' };
  const bySerial = lines.find((l) => l.item.serialized && same(l.item.serial, code));
  if (bySerial) return bySerial.item.loaded_at ? { kind: 'already', line: bySerial } : { kind: 'mark', line: bySerial, serial: code };
  const bySku = lines.filter((l) => same(l.item.sku, code));
  const open = bySku.find((l) => !l.item.loaded_at);
  if (open) return open.item.serialized ? { kind: 'need-serial', line: open } : { kind: 'mark', line: open };
  if (awaiting && !awaiting.item.loaded_at) return { kind: 'mark', line: awaiting, serial: code };
  if (bySku.length > 0) return { kind: 'already', line: bySku[0]! };
  return { kind: 'unknown' };
}
