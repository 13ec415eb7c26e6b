import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareForWeb } from '../build/contract-for-web';
import { ContractSplitter } from '../build/contract-split';

/** A contract folder of a few modules, as the web build reads them. */
function contract(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-split-'));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), code);
  }
  return dir;
}

const splitter = () => new ContractSplitter((code, file) => prepareForWeb(code, file) ?? code);

const ENDPOINT = `export function endpoint<T>(d: T): T { return d; }\n`;

describe('the web build splits a contract module into its zod part and the rest', () => {
  const dir = contract({
    'endpoint.ts': ENDPOINT,
    'fields.ts': [
      `import { z } from 'zod';`,
      `export const required = (label: string) => z.string().min(1, \`The \${label} is required.\`);`,
      `export const MAX_NAME = 50;`,
    ].join('\n'),
    'tags.ts': [
      `import { z } from 'zod';`,
      `import { endpoint } from './endpoint';`,
      `import { required, MAX_NAME } from './fields';`,
      `const ownerOnly = { roles: ['supplier'] } as const;`,
      `const name = required('name');`,
      `export const tagBody = z.object({ name, limit: z.number().max(MAX_NAME) });`,
      `export type TagBody = z.infer<typeof tagBody>;`,
      `export const listTags = endpoint({ method: 'GET', path: '/tags', access: ownerOnly, response: z.array(tagBody) });`,
      `export const createTag = endpoint({ method: 'POST', path: '/tags', access: ownerOnly, body: tagBody });`,
      `export const tagsEndpoints = [listTags, createTag] as const;`,
      `const colourOf = (hex: string) => hex.toLowerCase();`,
      `export { colourOf as tagColour };`,
    ].join('\n'),
  });
  const split = splitter().split(join(dir, 'tags.ts'))!;

  it('keeps the declarations, and what they read, out of the zod part', () => {
    expect(split).toBeDefined();
    expect(split.base).not.toMatch(/from 'zod'/);
    expect(split.base).not.toMatch(/from '\.\/fields'/);
    expect(split.base).toMatch(/export const listTags/);
    expect(split.base).toMatch(/const ownerOnly/);
    expect(split.base).toMatch(/const colourOf/);
    // A name built by an imported zod helper is zod too, though the statement never names zod.
    expect(split.zod).toMatch(/const name = /);
    expect(split.zod).toMatch(/export const tagBody/);
    expect(split.zod).toMatch(/import \{ required, MAX_NAME \} from '\.\/fields';/);
  });

  it('cuts the schemas out of the declarations, so they read nothing of the zod part', () => {
    expect(split.base).not.toMatch(/tagBody\)|body: tagBody|response:/);
  });

  it('re-exports every value under its own name from a facade', () => {
    expect(split.facade).toMatch(/__split_listTags as listTags/);
    expect(split.facade).toMatch(/__split_tagsEndpoints as tagsEndpoints/);
    expect(split.facade).toMatch(/__split_colourOf as tagColour/);
    expect(split.facade).toMatch(/__split_tagBody as tagBody[^;]*from '\.\/tags\.zod-part\.ts'/);
    expect(split.facade).not.toMatch(/__split_name as|__split_ownerOnly as/);
  });

  it('leaves whole a module of zod only, or without zod', () => {
    const s = splitter();
    expect(s.split(join(dir, 'endpoint.ts'))).toBeUndefined();
    const onlyZod = contract({ 'a.ts': `import { z } from 'zod';\nexport const a = z.string();\nexport const b = a.min(1);\n` });
    expect(s.split(join(onlyZod, 'a.ts'))).toBeUndefined();
  });

  it('leaves whole a module with a statement run for its effect', () => {
    const effect = contract({ 'a.ts': `import { z } from 'zod';\nexport const a = z.string();\nexport const b = 1;\nconsole.log(b);\n` });
    expect(splitter().split(join(effect, 'a.ts'))).toBeUndefined();
  });

  it('gives the zod part the base names it reads through the base part', () => {
    const d = contract({
      'a.ts': `import { z } from 'zod';\nexport const LIMITS = [1, 2] as const;\nexport const limit = z.enum(['1', '2']).refine((v) => LIMITS.includes(Number(v) as 1));\n`,
    });
    const s = splitter().split(join(d, 'a.ts'))!;
    expect(s.zod).toMatch(/import \{ __split_LIMITS as LIMITS \} from '\.\/a\.base-part\.ts';/);
  });
});

describe('the web view of a contract module', () => {
  it("cuts a helper's `schemas` argument whole, declarations inside it included, once", () => {
    const code = `export const calls = helper({ label: 'x', schemas: { body: endpoint({ method: 'GET', body: a }), record: b } });\n`;
    const out = prepareForWeb(code, 'calls.ts')!;
    expect(out).not.toMatch(/schemas|record|body/);
    expect(out).toContain("helper({ label: 'x', })");
  });
});

describe('the real contract', () => {
  const src = join(import.meta.dirname, '..', '..', '..', 'packages', 'contract', 'src');
  it("leaves the tags', orders' and patients' declarations out of their zod parts", () => {
    const s = splitter();
    for (const [file, names] of [
      ['api/settings.ts', ['listSettingsTags']],
      ['api/orders.ts', []],
      ['api/patients.ts', ['doctorPatients', 'vendorPatients', 'patientsEndpoints']],
    ] as const) {
      const a = s.analyse(join(src, file))!;
      expect(a.splittable, file).toBe(true);
      for (const name of names) expect(a.zodNames.has(name), `${file}: ${name}`).toBe(false);
      const split = s.split(join(src, file));
      if (split) expect(split.base, file).not.toMatch(/from 'zod'/);
    }
  });
});
