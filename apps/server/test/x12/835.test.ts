import { X12Parser } from 'node-x12';
import { describe, expect, it } from 'vitest';
import { build835, parse835, type Build835Input } from '../../src/modules/x12';
import { BILLING_NPI, envelope, sample } from './fixtures';

describe('parse835 on the sample files', () => {
  it('reads the contractual adjustment sample and finds it balanced at 34.00', () => {
    const [remittance, ...rest] = parse835(sample('835_cob_contractual_adjustment.835'));
    expect(rest).toHaveLength(0);
    expect(remittance).toMatchObject({
      controlNumber: '000000907',
      transactionControlNumber: '0001',
      payment: { totalCents: 3400, creditDebit: 'C', method: 'CHK', date: '2005-03-18', traceNumber: '0063158ABC', payerIdentifier: '1566339911' },
      payer: { name: 'YOUR TAX DOLLARS AT WORK', id: null },
      payee: { name: 'ATONEWITHHEALTH', npi: null, taxId: '3UR334563' },
      balanced: true,
      expectedTotalCents: 3400,
      providerAdjustments: [],
    });
    const [claim] = remittance!.claims;
    expect(claim).toMatchObject({
      patientControlNumber: '0001000055', statusCode: '2', statusText: 'Processed as Secondary',
      chargeCents: 54100, paidCents: 3400, patientResponsibilityCents: 0, filingIndicator: '12', payerClaimControlNumber: '50650619501',
      patient: { lastName: 'BURCK', firstName: 'RAYMOND', middleName: 'W', memberId: '987654321' },
    });
    expect(claim!.services).toEqual([
      {
        hcpcs: '55669', modifiers: [], chargeCents: 54100, paidCents: 3400, units: 1, serviceDate: '2005-02-02', lineControl: null, allowedCents: 55000,
        adjustments: [
          { group: 'OA', reason: '23', amountCents: 51600 },
          { group: 'OA', reason: '94', amountCents: -900 },
        ],
        remarkCodes: [],
      },
    ]);
  });

  it('reads the tertiary payment sample and finds it balanced at 187.50', () => {
    const [remittance] = parse835(sample('835_tertiary_payment.835'));
    expect(remittance!.payment).toMatchObject({ totalCents: 18750, date: '2005-04-12', traceNumber: '0012524879' });
    expect(remittance!.balanced).toBe(true);
    expect(remittance!.expectedTotalCents).toBe(18750);
    const [claim] = remittance!.claims;
    expect(claim).toMatchObject({ patientControlNumber: '0001000054', statusCode: '3', statusText: 'Processed as Tertiary', chargeCents: 176650, paidCents: 18750 });
    expect(claim!.patient).toEqual({ lastName: 'ISLAND', firstName: 'ELLIS', middleName: 'E', memberId: '789123456' });
    // The sample's SVC lacks the procedure code (SVC*HC*24599.00*...): read as written, not guessed.
    expect(claim!.services[0]).toMatchObject({ hcpcs: '', chargeCents: 2459900, paidCents: 176650, allowedCents: 170000, serviceDate: '2005-01-20' });
    expect(claim!.services[0]!.adjustments).toEqual([{ group: 'OA', reason: '23', amountCents: 157900 }]);
  });

  it('reads the same remittance with other separators and line breaks', () => {
    const original = sample('835_cob_contractual_adjustment.835');
    const piped = original.replaceAll('*', '|').replaceAll('~', '!\r\n');
    expect(parse835(piped)).toEqual(parse835(original));
  });

  it('refuses a remittance whose SE01 is wrong', () => {
    const broken = sample('835_tertiary_payment.835').replace('SE*23*0001', 'SE*22*0001');
    expect(() => parse835(broken)).toThrow(/SE01/);
  });
});

function remittanceInput(): Build835Input {
  return {
    envelope: envelope(5001),
    payer: { name: 'Acme Health Plan', id: '1870000001', address: { line1: 'PO Box 1', city: 'Hartford', state: 'CT', zip: '06101' } },
    payee: { name: 'Buckeye DME LLC', npi: BILLING_NPI },
    paymentDate: '2026-03-20',
    traceNumber: 'CHK000123',
    claims: [
      {
        // Paid: allowed 200.00 of 250.00, 20% co-insurance; second line denied for medical necessity.
        patientControlNumber: 'ORD1001-1',
        payerClaimControlNumber: 'PCN-778899',
        patient: { lastName: 'Doe', firstName: 'Jane', memberId: 'W123456789' },
        services: [
          {
            hcpcs: 'E0601', modifiers: ['RR', 'KX'], chargeCents: 25000, paidCents: 16000, units: 1, serviceDate: '2026-02-01', lineControl: 'L1', allowedCents: 20000,
            adjustments: [{ group: 'CO', reason: '45', amountCents: 5000 }, { group: 'PR', reason: '2', amountCents: 4000 }],
          },
          {
            hcpcs: 'A7030', modifiers: ['NU'], chargeCents: 4550, paidCents: 0, units: 1, serviceDate: '2026-02-01', lineControl: 'L2', allowedCents: 0,
            adjustments: [{ group: 'CO', reason: '50', amountCents: 4550 }], remarkCodes: ['N115'],
          },
        ],
      },
      {
        patientControlNumber: 'ORD1002-1',
        payerClaimControlNumber: 'PCN-778900',
        patient: { lastName: 'Roe', firstName: 'Rita', memberId: 'W555' },
        services: [{ hcpcs: 'E0562', modifiers: ['RR'], chargeCents: 12000, paidCents: 0, units: 1, serviceDate: '2026-02-03', adjustments: [{ group: 'CO', reason: '197', amountCents: 12000 }] }],
      },
    ],
    // A prior overpayment recovered (WO) of 25.00.
    providerAdjustments: [{ reason: 'WO', reference: 'PCN-100', amountCents: 2500 }],
  };
}

describe('build835', () => {
  it('builds a remittance that parses strictly and back with parse835, balanced', () => {
    const text = build835(remittanceInput());
    new X12Parser(true).parse(text);
    expect(text).toContain('BPR*I*135.00*C*CHK************20260320~');
    expect(text).toContain('PLB*1234567893*20261231*WO:PCN-100*25.00~');
    const [remittance] = parse835(text);
    expect(remittance!.controlNumber).toBe('000005001');
    expect(remittance!.payment).toEqual({ totalCents: 13500, creditDebit: 'C', method: 'CHK', date: '2026-03-20', traceNumber: 'CHK000123', payerIdentifier: '1870000001' });
    expect(remittance!.payer).toEqual({ name: 'ACME HEALTH PLAN', id: '1870000001' });
    expect(remittance!.payee).toEqual({ name: 'BUCKEYE DME LLC', npi: BILLING_NPI, taxId: null });
    expect(remittance!.balanced).toBe(true);
    expect(remittance!.expectedTotalCents).toBe(13500);
    expect(remittance!.providerAdjustments).toEqual([{ reason: 'WO', reference: 'PCN-100', amountCents: 2500 }]);

    const [paid, denied] = remittance!.claims;
    expect(paid).toMatchObject({ statusCode: '1', chargeCents: 29550, paidCents: 16000, patientResponsibilityCents: 4000, payerClaimControlNumber: 'PCN-778899' });
    expect(paid!.services[1]).toEqual({
      hcpcs: 'A7030', modifiers: ['NU'], chargeCents: 4550, paidCents: 0, units: 1, serviceDate: '2026-02-01', lineControl: 'L2', allowedCents: 0,
      adjustments: [{ group: 'CO', reason: '50', amountCents: 4550 }], remarkCodes: ['N115'],
    });
    expect(paid!.services[0]!.adjustments).toEqual([{ group: 'CO', reason: '45', amountCents: 5000 }, { group: 'PR', reason: '2', amountCents: 4000 }]);
    expect(denied).toMatchObject({ statusCode: '4', statusText: 'Denied', paidCents: 0, patient: { lastName: 'ROE', memberId: 'W555' } });
  });

  it('refuses a service line that does not balance', () => {
    const input = remittanceInput();
    input.claims[0]!.services[0]!.paidCents = 16001;
    expect(() => build835(input)).toThrow('835 claim #1 service 1: does not balance');
  });

  it('notices a payment that does not match its claims', () => {
    const text = build835(remittanceInput()).replace('BPR*I*135.00*', 'BPR*I*136.00*');
    const [remittance] = parse835(text);
    expect(remittance!.balanced).toBe(false);
    expect(remittance!.payment.totalCents).toBe(13600);
    expect(remittance!.expectedTotalCents).toBe(13500);
  });
});
