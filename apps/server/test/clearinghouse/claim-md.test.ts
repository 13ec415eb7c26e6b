import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClearinghouseError, claimMdClearinghouse, type Clearinghouse, type InboundItem } from '../../src/integrations/clearinghouse';
import { startFakeClaimMd, type FakeClaimMd } from '../support/fake-claim-md';

/** An interchange with a correct fixed-width ISA (106 characters), so its separators can be read from it. */
function interchange(body: string[], control = '000000101'): string {
  const isa = `ISA*00*          *00*          *ZZ*DMEPORTAL      *ZZ*CLAIMMD        *261124*1015*^*00501*${control}*0*T*:~`;
  expect(isa).toHaveLength(106);
  return [isa, 'GS*HC*DMEPORTAL*CLAIMMD*20261124*1015*101*X*005010X222A1~', ...body.map((s) => `${s}~`), 'GE*1*101~', `IEA*1*${control}~`].join('\n');
}

const x837 = interchange([
  'ST*837*0001*005010X222A1',
  'BHT*0019*00*101*20261124*1015*CH',
  'CLM*PCN-1001*125.50***12:B:1*Y*A*Y*Y',
  'SV1*HC:E0601*125.50*UN*1***1',
  'CLM*PCN-1002*89.99***12:B:1*Y*A*Y*Y',
  'SV1*HC:A4604*89.99*UN*1***1',
  'SE*7*0001',
]);

const era835 = (check: string) =>
  interchange(['ST*835*0001', `BPR*I*80.00*C*CHK************20261120`, `TRN*1*${check}*1512345678`, 'CLP*PCN-1001*1*125.50*80.00**MB*PAYERICN77', 'SE*5*0001'], '000000777');

const statuses = (items: InboundItem[]) => items.filter((i) => i.type === 'claim-status');
const files = (items: InboundItem[]) => items.filter((i) => i.type === 'x12');

let fake: FakeClaimMd;
let client: Clearinghouse;

beforeEach(async () => {
  fake = await startFakeClaimMd();
  client = claimMdClearinghouse({ accountKey: fake.accountKey, baseUrl: fake.baseUrl, minIntervalMs: 0 });
});
afterEach(() => fake.close());

describe('Claim.MD upload', () => {
  it('sends the 837P intact as a file and returns the file id and each claim status from the answer', async () => {
    fake.rejectOnUpload.set('PCN-1002', 'Subscriber ID is required');

    const result = await client.submitClaims({ name: 'batch-101.837', content: x837 });

    expect(fake.uploads).toHaveLength(1);
    expect(fake.uploads[0]).toMatchObject({ fileName: 'batch-101.837', content: x837 });
    expect(fake.calls[0]).toMatchObject({ service: 'upload', fields: { AccountKey: fake.accountKey } });
    expect(fake.calls[0]?.accept).toContain('application/json');
    expect(result.reference).toBe(fake.uploads[0]?.fileId);
    expect(result.statuses.map(({ patientControlNumber, accepted, messages }) => ({ patientControlNumber, accepted, messages }))).toEqual([
      { patientControlNumber: 'PCN-1001', accepted: true, messages: ['Claim accepted for processing'] },
      { patientControlNumber: 'PCN-1002', accepted: false, messages: ['Subscriber ID is required'] },
    ]);
  });
});

describe('Claim.MD response polling', () => {
  it('asks from ResponseID 0 the first time, then only for what came after the saved last_responseid', async () => {
    fake.addResponse({ pcn: 'PCN-1001', status: 'A', messages: ['Accepted by payer'], payerIcn: 'ICN-555' });
    const second = fake.addResponse({ pcn: 'PCN-1002', status: 'R', messages: ['Invalid member id', 'Patient DOB mismatch'] });

    const first = await client.fetchInbound({ lastResponseId: null, lastEraId: null });

    expect(fake.calls.find((c) => c.service === 'response')?.fields.ResponseID).toBe('0');
    expect(statuses(first.items)).toEqual([
      { type: 'claim-status', patientControlNumber: 'PCN-1001', accepted: true, payerClaimNumber: 'ICN-555', messages: ['Accepted by payer'], responseId: String(Number(second) - 1) },
      { type: 'claim-status', patientControlNumber: 'PCN-1002', accepted: false, payerClaimNumber: null, messages: ['Invalid member id', 'Patient DOB mismatch'], responseId: second },
    ]);
    expect(first.state.lastResponseId).toBe(second);

    const third = fake.addResponse({ pcn: 'PCN-1003', status: 'A' });
    fake.calls.length = 0;
    const next = await client.fetchInbound(first.state);

    expect(fake.calls.find((c) => c.service === 'response')?.fields.ResponseID).toBe(second);
    expect(statuses(next.items).map((s) => s.patientControlNumber)).toEqual(['PCN-1003']);
    expect(next.state.lastResponseId).toBe(third);

    const idle = await client.fetchInbound(next.state);
    expect(idle.items).toEqual([]);
    expect(idle.state).toEqual(next.state);
  });
});

describe('Claim.MD ERA polling', () => {
  it('lists new ERAs, downloads each as an 835 file, and never returns one twice once the state is saved', async () => {
    const eraA = fake.addEra(era835('CHK-1'));
    const eraB = fake.addEra(era835('CHK-2'));

    const first = await client.fetchInbound({ lastResponseId: null, lastEraId: null });

    expect(fake.calls.find((c) => c.service === 'eralist')?.fields).toMatchObject({ NewOnly: '1' });
    expect(fake.calls.filter((c) => c.service === 'era835').map((c) => c.fields.eraid)).toEqual([eraA, eraB]);
    expect(files(first.items)).toEqual([
      { type: 'x12', name: `claim-md-era-${eraA}.835`, content: era835('CHK-1') },
      { type: 'x12', name: `claim-md-era-${eraB}.835`, content: era835('CHK-2') },
    ]);
    expect(first.state.lastEraId).toBe(eraB);

    const eraC = fake.addEra(era835('CHK-3'));
    fake.calls.length = 0;
    const next = await client.fetchInbound(first.state);

    expect(fake.calls.find((c) => c.service === 'eralist')?.fields.ERAID).toBe(eraB);
    expect(files(next.items).map((f) => f.name)).toEqual([`claim-md-era-${eraC}.835`]);
    expect(files(next.items)[0]?.type === 'x12' && files(next.items)[0]).toMatchObject({ content: expect.stringContaining('TRN*1*CHK-3*') });

    const idle = await client.fetchInbound(next.state);
    expect(idle.items).toEqual([]);
    expect(idle.state).toEqual({ lastResponseId: next.state.lastResponseId, lastEraId: eraC });
  });
});

describe('Claim.MD errors', () => {
  it('a refused AccountKey is an auth error that never repeats the key', async () => {
    const wrongKey = 'wrong-key-Zq81xx';
    const badClient = claimMdClearinghouse({ accountKey: wrongKey, baseUrl: fake.baseUrl, minIntervalMs: 0 });

    const err = await badClient.payerList().catch((e: unknown) => e);

    expect(err).toBeInstanceOf(ClearinghouseError);
    const error = err as ClearinghouseError;
    expect(error.kind).toBe('auth');
    expect(error.vendorMessage).toContain('Invalid AccountKey');
    for (const said of [error.message, error.vendorMessage, error.stack, JSON.stringify(error), String(error)]) expect(said).not.toContain(wrongKey);
  });

  it('HTTP 503 is unavailable, 429 throttled, 400 rejected, each with its status', async () => {
    for (const [status, kind] of [
      [503, 'unavailable'],
      [429, 'throttled'],
      [400, 'rejected'],
    ] as const) {
      fake.failNext(status);
      const err = (await client.payerList().catch((e: unknown) => e)) as ClearinghouseError;
      expect(err).toBeInstanceOf(ClearinghouseError);
      expect({ kind: err.kind, status: err.status }).toEqual({ kind, status });
    }
  });

  it('an error element in a 200 answer is an error, not an empty result', async () => {
    const err = (await client.fetchInbound({ lastResponseId: 'not-a-number', lastEraId: null }).catch((e: unknown) => e)) as ClearinghouseError;
    expect(err).toBeInstanceOf(ClearinghouseError);
    expect({ kind: err.kind, vendorCode: err.vendorCode }).toEqual({ kind: 'rejected', vendorCode: 'R1' });
  });

  it('a server that cannot be reached is unavailable', async () => {
    await fake.close();
    fake = await startFakeClaimMd();
    const gone = claimMdClearinghouse({ accountKey: 'k', baseUrl: 'http://127.0.0.1:9/services', minIntervalMs: 0 });
    await expect(gone.payerList()).rejects.toMatchObject({ name: 'ClearinghouseError', kind: 'unavailable' });
  });
});

describe('Claim.MD throttle', () => {
  it('keeps calls of one client at least minIntervalMs apart, even when made at the same time', async () => {
    const started: number[] = [];
    const timedFetch: typeof fetch = (input, init) => {
      started.push(performance.now());
      return fetch(input, init);
    };
    const throttled = claimMdClearinghouse({ accountKey: fake.accountKey, baseUrl: fake.baseUrl, minIntervalMs: 200, fetch: timedFetch });
    // A first call pays one-off costs (modules loaded on first use) between the throttle's clock and fetch.
    await throttled.payerList();
    started.length = 0;
    fake.calls.length = 0;

    await Promise.all([throttled.payerList(), throttled.payerList(), throttled.payerList()]);

    expect(started).toHaveLength(3);
    expect(fake.calls.map((c) => c.service)).toEqual(['payerlist', 'payerlist', 'payerlist']);
    // The fake saw them apart too: 400 ms between the first and the third, less what the first lost on its way (a new
    // connection, a busy machine); calls made at once would arrive within a few milliseconds.
    expect((fake.calls[2]?.at ?? 0) - (fake.calls[0]?.at ?? 0)).toBeGreaterThan(300);
    for (let i = 1; i < started.length; i++) expect((started[i] as number) - (started[i - 1] as number)).toBeGreaterThanOrEqual(200);
  });
});

describe('Claim.MD payer list and eligibility', () => {
  it('maps payers with their eligibility and ERA support', async () => {
    fake.payers = [
      { payerid: '00431', payer_name: 'AETNA', eligibility: 'yes', era: 'enrollment' },
      { payerid: 'SB580', payer_name: 'MEDICARE DME JURISDICTION B', eligibility: 'no', era: 'yes' },
      { payerid: 'X0001', payer_name: 'PAPER ONLY', eligibility: '', era: 'no' },
    ];

    expect(await client.payerList()).toEqual([
      { payerId: '00431', name: 'AETNA', eligibility: true, era: true },
      { payerId: 'SB580', name: 'MEDICARE DME JURISDICTION B', eligibility: false, era: true },
      { payerId: 'X0001', name: 'PAPER ONLY', eligibility: false, era: false },
    ]);
  });

  it('sends the 270 as a file and returns the 271 Claim.MD answers with', async () => {
    const x270 = interchange(['ST*270*0001*005010X279A1', 'BHT*0022*13*E-42*20261124*1015', 'EQ*12', 'SE*4*0001'], '000000042');
    fake.answer271 = (received) => {
      const control = /ISA(?:\*[^*]*){12}\*(\d{9})/.exec(received)?.[1] ?? 'missing';
      return interchange(['ST*271*0001*005010X279A1', `BHT*0022*11*${control}*20261124*1016`, 'EB*1*IND*12', 'SE*4*0001'], '000000900');
    };

    const result = await client.checkEligibility({
      x270,
      fields: {
        payerId: '00431', subscriberLastName: 'DOE', subscriberFirstName: 'JANE', subscriberDob: '1950-01-02', memberId: 'W123',
        relationship: 'self', serviceDate: '2026-11-24', providerNpi: '1234567893', providerTaxId: '123456789', serviceTypes: ['12'],
      },
    });

    expect(fake.eligibilityRequests).toEqual([x270]);
    expect(result.x271).toContain('ST*271*0001');
    expect(result.x271).toContain('BHT*0022*11*000000042*');
    expect(result.x271).toContain('EB*1*IND*12~');
  });
});
