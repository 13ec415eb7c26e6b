import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SERVER_ROOT } from '../../../paths';

/** apps/server/reference-data: the product's own copy of the code sets (never ../shared at run time). */
export const REFERENCE_DATA_DIR = join(SERVER_ROOT, 'reference-data');

/** One CSV line (RFC 4180 quoting; the shipped files have no line breaks inside fields). */
export function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      // Quoted: runs up to a quote that is not doubled; doubled quotes stand for one.
      let end = i + 1;
      for (;;) {
        end = line.indexOf('"', end);
        if (end === -1 || line[end + 1] !== '"') break;
        end += 2;
      }
      if (end === -1) end = line.length;
      out.push(line.slice(i + 1, end).replaceAll('""', '"'));
      i = end + 2;
    } else {
      const comma = line.indexOf(',', i);
      const end = comma === -1 ? line.length : comma;
      out.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return out;
}

/** Rows of a gzipped CSV in reference-data as objects keyed by the header. */
export function readGzCsv(file: string): Record<string, string>[] {
  const text = gunzipSync(readFileSync(join(REFERENCE_DATA_DIR, file))).toString('utf8');
  const lines = text.split('\n').filter((l) => l.length > 0);
  const header = parseCsvLine(lines[0] ?? '');
  return lines.slice(1).map((line) => {
    const values = parseCsvLine(line);
    return Object.fromEntries(header.map((name, i) => [name, values[i] ?? '']));
  });
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(REFERENCE_DATA_DIR, file), 'utf8')) as T;
}
