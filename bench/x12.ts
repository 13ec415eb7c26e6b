// The X12 layer at a supplier's real size: `npm run bench x12` (or `npx tsx bench/x12.ts`).
// Prints the median of BENCH_RUNS (5) runs after one warm-up for
//  1. parse837P of the 820-claim sample (../shared/data/x12 from the repo root, or X12_SAMPLES). Target: < 1 s.
//  2. build835 and parse835 of a remittance of 10,000 claims with 2 lines each. Target: parse well under 5 s.
//  3. generate837P of 1,000 claims (3 DME lines each).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build835, generate837P, parse835, parse837P, type Batch837, type Build835Input, type Claim837 } from '../apps/server/src/modules/x12';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SAMPLES = process.env.X12_SAMPLES ?? fileURLToPath(new URL('../../shared/data/x12', import.meta.url));
const envelope = (controlNumber: number) => ({ senderId: 'DMEPORTAL', receiverId: 'CLAIMMD', controlNumber, createdAt: new Date(), usage: 'T' as const });
const address = { line1: '500 Main St', city: 'Columbus', state: 'OH', zip: '432151234' };

function median(fn: () => unknown): { ms: number; result: unknown } {
  let result = fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    result = fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, result };
}

const fmt = (ms: number) => `${ms.toFixed(1).padStart(8)} ms`;

function remittance(claims: number): Build835Input {
  return {
    envelope: envelope(7),
    payer: { name: 'Bench Health Plan', id: '1870000001', address },
    payee: { name: 'Bench DME', npi: '1234567893' },
    paymentDate: '2026-03-20',
    traceNumber: 'BENCH-1',
    claims: Array.from({ length: claims }, (_, i) => ({
      patientControlNumber: `ORD${i}-1`,
      payerClaimControlNumber: `PCN${i}`,
      patient: { lastName: 'Bench', firstName: 'Patient', memberId: `M${i}` },
      services: [
        { hcpcs: 'E0601', modifiers: ['RR', 'KX'], chargeCents: 25000, paidCents: 16000, units: 1, serviceDate: '2026-02-01', lineControl: `L${i}a`, allowedCents: 20000,
          adjustments: [{ group: 'CO' as const, reason: '45', amountCents: 5000 }, { group: 'PR' as const, reason: '2', amountCents: 4000 }] },
        { hcpcs: 'A7030', modifiers: ['NU'], chargeCents: 4550, paidCents: 0, units: 1, serviceDate: '2026-02-01', lineControl: `L${i}b`,
          adjustments: [{ group: 'CO' as const, reason: '50', amountCents: 4550 }], remarkCodes: ['N115'] },
      ],
    })),
  };
}

function claims(count: number): Batch837 {
  const claim = (i: number): Claim837 => ({
    patientControlNumber: `ORD${i}-1`, frequency: '1', placeOfService: '12', payerSequence: 'P',
    payer: { name: 'Bench Health Plan', payerId: '87726' },
    subscriber: { lastName: 'Bench', firstName: 'Patient', memberId: `M${i}`, dob: '1950-02-03', gender: 'F', address },
    patient: null,
    diagnoses: ['G47.33', 'E66.01'],
    referring: { lastName: 'Welby', firstName: 'Marcus', npi: '1987654328' },
    lines: [
      { lineControl: 'L1', hcpcs: 'E0601', modifiers: ['RR', 'KX'], chargeCents: 25000, units: 1, serviceDate: '2026-02-01', serviceDateEnd: '2026-02-28', diagnosisPointers: [1] },
      { lineControl: 'L2', hcpcs: 'A7030', modifiers: ['NU'], chargeCents: 4550, units: 1, serviceDate: '2026-02-01', diagnosisPointers: [1, 2] },
      { lineControl: 'L3', hcpcs: 'E0562', modifiers: ['RR'], chargeCents: 12000, units: 1, serviceDate: '2026-02-01', diagnosisPointers: [1] },
    ],
  });
  return {
    envelope: envelope(9),
    submitter: { name: 'Bench DME', id: 'DMEPORTAL', contactName: 'Billing', phone: '6145550100' },
    receiver: { name: 'Claim.MD', id: 'CLAIMMD' },
    billing: { name: 'Bench DME', npi: '1234567893', taxId: '311234567', address },
    claims: Array.from({ length: count }, (_, i) => claim(i)),
  };
}

const manyClaims = readFileSync(path.join(SAMPLES, '837p_many_claims.837'), 'utf8');
const parsed837 = median(() => parse837P(manyClaims));
console.log(`parse837P, 820-claim sample (${(manyClaims.length / 1024).toFixed(0)} KB):${fmt(parsed837.ms)}  (target < 1000 ms; ${(parsed837.result as ReturnType<typeof parse837P>).claims.length} claims)`);

const input835 = remittance(10_000);
const built = median(() => build835(input835));
const text835 = built.result as string;
console.log(`build835, 10,000 claims x 2 lines (${(text835.length / 1024 / 1024).toFixed(1)} MB):${fmt(built.ms)}`);
const parsed835 = median(() => parse835(text835));
const [era] = parsed835.result as ReturnType<typeof parse835>;
console.log(`parse835, same file:${fmt(parsed835.ms)}  (target well under 5000 ms; ${era!.claims.length} claims, balanced: ${era!.balanced})`);

const batch = claims(1000);
const generated = median(() => generate837P(batch));
console.log(`generate837P, 1,000 claims x 3 lines (${((generated.result as string).length / 1024).toFixed(0)} KB):${fmt(generated.ms)}`);
