import { X12Parser } from 'node-x12';
import { describe, expect, it } from 'vitest';
import { build277CA, build999, carcText, detectTransaction, formatCents, generate837P, parse277CA, parse999, parseCents, rarcText } from '../../src/modules/x12';
import { BILLING_NPI, batch, envelope, primaryClaim, sample } from './fixtures';

describe('999', () => {
  it('round-trips an accepted and a rejected transaction set', () => {
    const text = build999({
      envelope: envelope(70),
      groupControlNumber: '4321',
      sets: [
        { controlNumber: '0001', accepted: true },
        { controlNumber: '0002', accepted: false, errors: [{ segmentId: 'NM1', position: 12, loop: '2010BA', code: '8', element: { position: 9, code: '7' } }] },
      ],
    });
    new X12Parser(true).parse(text);
    expect(parse999(text)).toEqual([
      {
        groupControlNumber: '4321',
        accepted: false,
        sets: [
          { controlNumber: '0001', accepted: true, errors: [] },
          {
            controlNumber: '0002',
            accepted: false,
            errors: ['NM1 segment 12 (loop 2010BA): Segment Has Data Element Errors', 'NM1 segment 12 (loop 2010BA) element 9: Invalid Code Value', 'transaction set error 5'],
          },
        ],
      },
    ]);
    expect(text).toContain('AK9*P*2*2*1~');
  });

  it('reports a fully accepted group as accepted', () => {
    const [ack] = parse999(build999({ envelope: envelope(71), groupControlNumber: '9', sets: [{ controlNumber: '0001', accepted: true }] }));
    expect(ack!.accepted).toBe(true);
  });
});

describe('277CA', () => {
  it('round-trips accepted and rejected claims', () => {
    const text = build277CA({
      envelope: envelope(80),
      payer: { name: 'Acme Health Plan', id: '87726' },
      receiver: { name: 'Buckeye DME', id: 'DMEPORTAL' },
      provider: { name: 'Buckeye DME LLC', npi: BILLING_NPI },
      claims: [
        { patientControlNumber: 'ORD1001-1', accepted: true, payerClaimNumber: 'PCN-778899', chargeCents: 41550, serviceDate: '2026-02-01', patient: { lastName: 'Doe', firstName: 'Jane', memberId: 'W1' } },
        { patientControlNumber: 'ORD1002-2', accepted: false, statusCode: '562', message: 'Referring provider NPI invalid', chargeCents: 10000, serviceDate: '2026-01-15', patient: { lastName: 'Roe', firstName: 'Rita', memberId: 'W2' } },
      ],
    });
    new X12Parser(true).parse(text);
    expect(parse277CA(text)).toEqual([
      { patientControlNumber: 'ORD1001-1', payerClaimNumber: 'PCN-778899', accepted: true, statusCategory: 'A2', statusCode: '20', message: 'Acknowledgement/Acceptance into adjudication system: Accepted for processing.' },
      { patientControlNumber: 'ORD1002-2', payerClaimNumber: null, accepted: false, statusCategory: 'A7', statusCode: '562', message: 'REFERRING PROVIDER NPI INVALID' },
    ]);
  });

  it('reads the 277 claim status samples', () => {
    expect(parse277CA(sample('277_provider_level.277'))).toEqual([
      { patientControlNumber: 'ABCXYZ1', payerClaimNumber: '05347006051', accepted: true, statusCategory: 'P3', statusCode: '317', message: 'Pending/Requested Information: Code 317' },
    ]);
    const claims = parse277CA(sample('277_x212.277'));
    expect(claims).toHaveLength(8);
    expect(claims[0]).toEqual({ patientControlNumber: '0000001', payerClaimNumber: null, accepted: true, statusCategory: 'A1', statusCode: '704', message: 'PAYER ACKNOWLEDGED RECEIPT OF THE CLAIM' });
  });
});

describe('detectTransaction', () => {
  it.each([
    ['270_dependent.270', '270'],
    ['271_dependent.271', '271'],
    ['276_provider_level.276', '276'],
    ['277_x212.277', '277'],
    ['835_tertiary_payment.835', '835'],
    ['837p_many_claims.837', '837'],
  ])('%s -> %s', (file, id) => {
    expect(detectTransaction(sample(file))).toBe(id);
  });

  it('reads our own output, other separators, and refuses what is not X12', () => {
    expect(detectTransaction(generate837P(batch([primaryClaim()])))).toBe('837');
    const piped = sample('835_tertiary_payment.835').replaceAll('*', '|').replaceAll('~', '\r\n');
    expect(detectTransaction(`\uFEFF${piped}`)).toBe('835');
    expect(detectTransaction('hello')).toBeNull();
    expect(detectTransaction(sample('835_tertiary_payment.835').replace('ST*835', 'ST*850'))).toBeNull();
  });
});

describe('codes and money', () => {
  it('gives the official text of common CARC and RARC codes', () => {
    expect(carcText('45')).toBe('Charge exceeds fee schedule/maximum allowable or contracted/legislated fee arrangement.');
    expect(carcText('1')).toBe('Deductible Amount');
    expect(rarcText('N115')).toBe('This decision was based on a Local Coverage Determination (LCD).');
    expect(carcText('X9')).toBe('Code X9');
  });

  it('converts between decimal dollars and cents exactly', () => {
    expect(['123.45', '123.4', '.5', '-9.00', '0', '1766.50', '0.1', '19.999'].map((v) => parseCents(v))).toEqual([12345, 12340, 50, -900, 0, 176650, 10, 2000]);
    expect(() => parseCents('12a')).toThrow();
    expect([12345, 5, -900, 0].map((c) => formatCents(c))).toEqual(['123.45', '0.05', '-9.00', '0.00']);
    expect(() => formatCents(0.5)).toThrow('integer');
  });
});
