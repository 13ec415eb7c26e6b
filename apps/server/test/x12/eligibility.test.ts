import { X12Parser, type X12Interchange } from 'node-x12';
import { describe, expect, it } from 'vitest';
import { build271, generate270, parse271, type Build271Input } from '../../src/modules/x12';
import { BILLING_NPI, envelope, sample } from './fixtures';

const inquiry = {
  envelope: envelope(61),
  traceNumber: 'ELIG-0001',
  payer: { name: 'Acme Health Plan', payerId: '87726' },
  provider: { name: 'Buckeye DME LLC', npi: BILLING_NPI },
  subscriber: { lastName: 'Doe', firstName: 'Jane', memberId: 'W123456789', dob: '1950-02-03', gender: 'F' as const },
  serviceDate: '2026-03-04',
  serviceTypes: ['12', '18'],
};

/** The tag and qualifier skeleton of a transaction: HL levels and the entity of each NM1. */
function skeleton(interchange: X12Interchange): string[] {
  return interchange.functionalGroups[0]!.transactions[0]!.segments
    .filter((s) => ['HL', 'NM1', 'TRN', 'EQ', 'DMG', 'DTP'].includes(s.tag))
    .map((s) => (s.tag === 'HL' ? `HL ${s.valueOf(3)}` : s.tag === 'NM1' ? `NM1 ${s.valueOf(1)}` : s.tag));
}

describe('generate270', () => {
  it('writes an inquiry that parses strictly with the structure of the 270 sample', () => {
    const text = generate270(inquiry);
    const ours = new X12Parser(true).parse(text) as X12Interchange;
    const theirs = new X12Parser(true).parse(sample('270_dependent.270')) as X12Interchange;
    expect(ours.functionalGroups[0]!.header.valueOf(1)).toBe(theirs.functionalGroups[0]!.header.valueOf(1));
    expect(ours.functionalGroups[0]!.header.valueOf(8)).toBe('005010X279A1');
    const tx = ours.functionalGroups[0]!.transactions[0]!;
    expect(tx.header.valueOf(1)).toBe('270');
    expect(tx.segments[0]!.toString().replace(/~$/, '')).toBe('BHT*0022*13*ELIG-0001*20260304*1507');
    // The sample asks about a dependent (HL 23); ours about the subscriber: the same levels down to HL 22.
    const sampleShape = skeleton(theirs);
    expect(sampleShape.slice(0, 6)).toEqual(['HL 20', 'NM1 PR', 'HL 21', 'NM1 1P', 'HL 22', 'NM1 IL']);
    expect(skeleton(ours)).toEqual(['HL 20', 'NM1 PR', 'HL 21', 'NM1 1P', 'HL 22', 'TRN', 'NM1 IL', 'DMG', 'DTP', 'EQ', 'EQ']);
    const segments = tx.segments.map((s) => s.toString().replace(/~$/, ''));
    expect(segments).toContain('TRN*1*ELIG-0001*1234567893');
    expect(segments).toContain('NM1*IL*1*DOE*JANE****MI*W123456789');
    expect(segments).toContain('DTP*291*D8*20260304');
    expect(segments.filter((s) => s.startsWith('EQ'))).toEqual(['EQ*12', 'EQ*18']);
  });

  it('refuses a bad provider NPI', () => {
    expect(() => generate270({ ...inquiry, provider: { name: 'X', npi: '1234567890' } })).toThrow('270 provider: NPI must be 10 digits');
  });
});

describe('parse271', () => {
  it('reads the dependent sample', () => {
    const [answer, ...rest] = parse271(sample('271_dependent.271'));
    expect(rest).toHaveLength(0);
    expect(answer).toMatchObject({
      traceNumber: '93175-012547',
      payer: { name: 'ABC COMPANY', id: '841610001' },
      subscriber: { lastName: 'SMITH', firstName: 'JOHN', memberId: '123456789', dob: '1963-05-19', groupNumber: null },
      dependent: { lastName: 'SMITH', firstName: 'MARY', dob: '1998-10-14' },
      active: true,
      planName: 'GOLD 123 PLAN',
      coverageStart: '2006-01-01',
      coverageEnd: null,
      errors: [],
    });
    expect(answer!.benefits.map((b) => b.code)).toEqual(['1', 'L', '1', 'B', 'B']);
    const copays = answer!.benefits.filter((b) => b.code === 'B');
    expect(copays.map((b) => [b.amountCents, b.inNetwork, b.timePeriod, b.coverageLevel])).toEqual([
      [1000, true, '27', null],
      [3000, false, '27', null],
    ]);
    expect(copays[0]!.serviceTypes).toEqual(['1', '33', '35', '47', '86', '88', '98', 'AL', 'MH', 'UC']);
    expect(copays[0]!.label).toBe('Co-Payment');
    // No DME (12, 18, DM) or plan-level (30) cost share in this answer.
    expect(answer!.dme).toEqual({ deductibleCents: null, deductibleRemainingCents: null, coinsurancePercent: null, copayCents: null });
  });
});

describe('build271', () => {
  const base: Omit<Build271Input, 'coverage'> = {
    envelope: envelope(62),
    traceNumber: 'ELIG-0001',
    payer: { name: 'Acme Health Plan', payerId: '87726' },
    provider: { name: 'Buckeye DME LLC', npi: BILLING_NPI },
    subscriber: { lastName: 'Doe', firstName: 'Jane', memberId: 'W123456789', dob: '1950-02-03', gender: 'F', groupNumber: 'GRP77' },
  };

  it('answers active coverage with the DME cost share', () => {
    const text = build271({
      ...base,
      coverage: { status: 'active', planName: 'Gold PPO', coverageStart: '2026-01-01', coverageEnd: '2026-12-31', dme: { deductibleCents: 50000, deductibleRemainingCents: 12550, coinsurancePercent: 20, copayCents: 1500 } },
    });
    new X12Parser(true).parse(text);
    const [answer] = parse271(text);
    expect(answer).toMatchObject({
      traceNumber: 'ELIG-0001',
      payer: { name: 'ACME HEALTH PLAN', id: '87726' },
      subscriber: { lastName: 'DOE', firstName: 'JANE', memberId: 'W123456789', dob: '1950-02-03', groupNumber: 'GRP77' },
      active: true,
      planName: 'GOLD PPO',
      coverageStart: '2026-01-01',
      coverageEnd: '2026-12-31',
      dme: { deductibleCents: 50000, deductibleRemainingCents: 12550, coinsurancePercent: 20, copayCents: 1500 },
      errors: [],
    });
    expect(answer!.benefits.find((b) => b.code === 'A')).toMatchObject({ serviceTypes: ['12', '18'], percent: 20, inNetwork: true, coverageLevel: 'IND' });
  });

  it('answers inactive coverage', () => {
    const [answer] = parse271(build271({ ...base, coverage: { status: 'inactive', planName: 'Gold PPO', coverageEnd: '2025-12-31' } }));
    expect(answer).toMatchObject({ active: false, coverageEnd: '2025-12-31', planName: 'GOLD PPO', errors: [] });
  });

  it('answers a rejection with its AAA reason and follow-up in words', () => {
    const text = build271({ ...base, coverage: { status: 'rejected', reason: '75', followUp: 'C' } });
    expect(text).toContain('AAA*N**75*C~');
    const [answer] = parse271(text);
    expect(answer!.active).toBeNull();
    expect(answer!.errors).toEqual([{ code: '75', meaning: 'Subscriber/Insured Not Found', followUp: 'Please Correct and Resubmit' }]);
    const [invalid] = parse271(build271({ ...base, coverage: { status: 'rejected', reason: '72' } }));
    expect(invalid!.errors[0]!.meaning).toBe('Invalid/Missing Subscriber/Insured ID');
  });
});
