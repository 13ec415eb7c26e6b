import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdf-lib writes it: every stream inflated, and the hex strings of the text operators
 * decoded (standard fonts write WinAnsi codes as hex), one drawn line per line. Enough to assert what a generated
 * or signed document says.
 */
export function pdfText(pdf: Buffer | Uint8Array): string {
  return pdfStreams(pdf)
    .flatMap((body) => [...body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((t) => Buffer.from(t[1]!, 'hex').toString('latin1')))
    .join('\n');
}

/** Every stream of a PDF, inflated: content streams and the object streams that hold dictionaries (images, fonts). */
export function pdfStreams(pdf: Buffer | Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  return [...raw.matchAll(/stream\r?\n/g)].map((m) => {
    const start = m.index + m[0].length;
    const stream = bytes.subarray(start, raw.indexOf('endstream', start));
    try {
      return inflateSync(stream).toString('latin1');
    } catch {
      return stream.toString('latin1');
    }
  });
}
