// `npm run vrp`: the generator writes files the solver reads back, and a solve prints one JSON line.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSolomon } from '../../src/modules/routing/solver/formats';
import { generateSolomon } from '../../src/modules/routing/solver/generate';

const root = resolve(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'vrp-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// What `npx tsx scripts/vrp.ts` runs, without npx's own start-up second.
const vrp = (...args: string[]): string =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/vrp.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('scripts/vrp.ts', () => {
  it('solves a generated CVRPLIB file and prints one JSON line with the file’s node numbers', () => {
    const file = join(dir, 'gen.vrp');
    writeFileSync(file, vrp('--generate', 'cvrp', '--customers', '20', '--seed', '2'));
    const lines = vrp(file, '--seconds', '0.3', '--seed', '1').trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!);
    expect(out).toMatchObject({ instance: 'gen-n21-k3-r-s2' });
    expect(out.violations).toBeUndefined();
    expect(Number.isInteger(out.cost)).toBe(true);
    expect(out.vehicles).toBe(out.routes.length);
    expect(out.routes.flat().sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect(out.seconds).toBeLessThan(2);
  });

  it('solves a generated Solomon file with customer numbers 1..n', () => {
    const file = join(dir, 'gen.txt');
    // Written in-process (the generator CLI is exercised above): one spawn less.
    writeFileSync(file, writeSolomon(generateSolomon({ customers: 15, flavour: 'RC', seed: 3 })));
    const out = JSON.parse(vrp(file, '--seconds', '0.3'));
    expect(out.instance).toBe('gen-RC-15-s3');
    expect(out.violations).toBeUndefined();
    expect(out.routes.flat().sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });
});
