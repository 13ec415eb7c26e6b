import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web build strips the zod schemas from the contract's endpoint declarations (apps/web/build/contract-for-web.ts):
 * the browser only needs method and path. A module that read `someEndpoint.body` (or query, params, response) would
 * get undefined in the built app while passing here, so no web module may: a form imports the schema itself.
 */
const SRC = join(import.meta.dirname, '..', 'src');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(f) ? [path] : [];
  });

describe('the web reads no schema from an endpoint declaration', () => {
  it('no module reads .body, .query, .params, .response or .summary of a name it imports from the contract', () => {
    const offences: string[] = [];
    for (const file of walk(SRC)) {
      const code = readFileSync(file, 'utf8');
      const names = [...code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@dme\/contract'/g)].flatMap((m) =>
        m[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!).filter(Boolean),
      );
      for (const name of names) {
        for (const m of code.matchAll(new RegExp(`(typeof\\s+)?\\b${name}\\.(body|query|params|response|summary)\\b`, 'g'))) {
          if (!m[1]) offences.push(`${file.slice(SRC.length + 1)}: ${m[0]}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
