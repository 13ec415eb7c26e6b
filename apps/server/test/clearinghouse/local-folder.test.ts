import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFolderClearinghouse } from '../../src/integrations/clearinghouse';

let root: string;
let outboxDir: string;
let inboxDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'clearinghouse-'));
  // Not created here: the clearinghouse creates its folders when missing.
  outboxDir = join(root, 'out');
  inboxDir = join(root, 'in');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const visible = (dir: string) => readdirSync(dir).filter((n) => !n.startsWith('.')).sort();

describe('local folder clearinghouse: sending', () => {
  it('writes the 837P into the outbox under its name, leaving no temporary file behind', async () => {
    const ch = localFolderClearinghouse({ outboxDir, inboxDir });

    const result = await ch.submitClaims({ name: 'batch-7.837', content: 'ISA*00*~CLM*PCN-1~' });

    expect(result).toEqual({ reference: 'batch-7.837', statuses: [] });
    expect(readdirSync(outboxDir)).toEqual(['batch-7.837']);
    expect(readFileSync(join(outboxDir, 'batch-7.837'), 'utf8')).toBe('ISA*00*~CLM*PCN-1~');
  });

  it('two files sent under one name are both kept', async () => {
    const ch = localFolderClearinghouse({ outboxDir, inboxDir });

    const first = await ch.submitClaims({ name: 'batch.837', content: 'first' });
    const second = await ch.submitClaims({ name: 'batch.837', content: 'second' });

    expect([first.reference, second.reference]).toEqual(['batch.837', 'batch-1.837']);
    expect(readFileSync(join(outboxDir, 'batch.837'), 'utf8')).toBe('first');
    expect(readFileSync(join(outboxDir, 'batch-1.837'), 'utf8')).toBe('second');
  });

  it('a name with folders in it stays inside the outbox', async () => {
    const ch = localFolderClearinghouse({ outboxDir, inboxDir });

    const result = await ch.submitClaims({ name: '../../etc/evil name.837', content: 'x' });

    expect(result.reference).toBe('evil_name.837');
    expect(visible(outboxDir)).toEqual(['evil_name.837']);
    expect(readdirSync(root).sort()).toEqual(['in', 'out']);
  });

  it('writes the 270 into the outbox and answers later (no 271 now)', async () => {
    const ch = localFolderClearinghouse({ outboxDir, inboxDir });

    const result = await ch.checkEligibility({
      x270: 'ISA*270-content~',
      fields: {
        payerId: 'P', subscriberLastName: 'DOE', subscriberFirstName: 'JANE', subscriberDob: '1950-01-02', memberId: 'M1',
        relationship: 'self', serviceDate: '2026-11-24', providerNpi: '1234567893', providerTaxId: '123456789', serviceTypes: ['12'],
      },
    });

    expect(result).toEqual({ x271: null });
    const written = visible(outboxDir);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^eligibility-\d{14}\.270$/);
    expect(written[0]).not.toContain('DOE');
    expect(readFileSync(join(outboxDir, written[0] as string), 'utf8')).toBe('ISA*270-content~');
  });

  it('has no payer list', async () => {
    expect(await localFolderClearinghouse({ outboxDir, inboxDir }).payerList()).toEqual([]);
  });
});

describe('local folder clearinghouse: receiving', () => {
  it('returns each dropped file once, in name order, and moves it to processed/', async () => {
    const ch = localFolderClearinghouse({ outboxDir, inboxDir });
    const state = { lastResponseId: null, lastEraId: null };
    await ch.fetchInbound(state); // creates the folders
    writeFileSync(join(inboxDir, 'remit-b.835'), 'ISA*835-b~');
    writeFileSync(join(inboxDir, 'ack-a.999'), 'ISA*999-a~');
    mkdirSync(join(inboxDir, 'some-folder'));

    const first = await ch.fetchInbound(state);

    expect(first).toEqual({
      items: [
        { type: 'x12', name: 'ack-a.999', content: 'ISA*999-a~' },
        { type: 'x12', name: 'remit-b.835', content: 'ISA*835-b~' },
      ],
      state,
    });
    expect(readdirSync(inboxDir).sort()).toEqual(['processed', 'some-folder']);
    expect(readdirSync(join(inboxDir, 'processed')).sort()).toEqual(['ack-a.999', 'remit-b.835']);
    expect(readFileSync(join(inboxDir, 'processed', 'remit-b.835'), 'utf8')).toBe('ISA*835-b~');

    expect((await ch.fetchInbound(state)).items).toEqual([]);
  });

  it('a later file with an already processed name is returned and both copies are kept', async () => {
    const ch = localFolderClearinghouse({ outboxDir, inboxDir });
    const state = { lastResponseId: null, lastEraId: null };
    await ch.fetchInbound(state);
    writeFileSync(join(inboxDir, 'remit.835'), 'first');
    await ch.fetchInbound(state);
    writeFileSync(join(inboxDir, 'remit.835'), 'second');

    const again = await ch.fetchInbound(state);

    expect(again.items).toEqual([{ type: 'x12', name: 'remit.835', content: 'second' }]);
    expect(readFileSync(join(inboxDir, 'processed', 'remit.835'), 'utf8')).toBe('first');
    expect(readFileSync(join(inboxDir, 'processed', 'remit-1.835'), 'utf8')).toBe('second');
  });
});
