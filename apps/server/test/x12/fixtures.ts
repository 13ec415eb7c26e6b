// Shared inputs for the X12 tests: a DME supplier billing made-up patients (no real PHI), and the sample files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Batch837, Claim837, X12Envelope } from '../../src/modules/x12';

export const SAMPLES = process.env.X12_SAMPLES ?? fileURLToPath(new URL('../../../../../shared/data/x12', import.meta.url));

export function sample(name: string): string {
  return readFileSync(path.join(SAMPLES, name), 'utf8');
}

export const BILLING_NPI = '1234567893';
export const REFERRING_NPI = '1987654328';

export function envelope(controlNumber: number): X12Envelope {
  return { senderId: 'DMEPORTAL', receiverId: 'CLAIMMD', controlNumber, createdAt: new Date('2026-03-04T15:07:00Z'), usage: 'T' };
}

const HOME = { line1: '12 Elm St', line2: 'Apt 4', city: 'Columbus', state: 'OH', zip: '43215' };

/** Primary claim, patient = subscriber, three DME lines. Charges 250.00 + 45.50 + 120.00 = 415.50. */
export function primaryClaim(pcn = 'ORD1001-1'): Claim837 {
  return {
    patientControlNumber: pcn,
    frequency: '1',
    placeOfService: '12',
    payerSequence: 'P',
    payer: { name: 'Acme Health Plan', payerId: '87726' },
    subscriber: { lastName: 'Doe', firstName: 'Jane', middleName: 'Q', memberId: 'W123456789', groupNumber: 'GRP77', dob: '1950-02-03', gender: 'F', address: HOME },
    patient: null,
    diagnoses: ['G47.33', 'E66.01', 'J44.9'],
    referring: { lastName: 'Welby', firstName: 'Marcus', npi: REFERRING_NPI },
    priorAuthNumber: 'PA-5544',
    lines: [
      { lineControl: 'L1', hcpcs: 'E0601', modifiers: ['RR', 'KX'], chargeCents: 25000, units: 1, serviceDate: '2026-02-01', serviceDateEnd: '2026-02-28', diagnosisPointers: [1] },
      { lineControl: 'L2', hcpcs: 'A7030', modifiers: ['NU'], chargeCents: 4550, units: 1, serviceDate: '2026-02-01', diagnosisPointers: [1, 2] },
      { lineControl: 'L3', hcpcs: 'E0562', modifiers: ['RR'], chargeCents: 12000, units: 1, serviceDate: '2026-02-01', diagnosisPointers: [1, 3] },
    ],
  };
}

/** Secondary claim for a dependent: the primary allowed 80.00 of 100.00 (CO-45 20.00), paid 60.00, PR-2 15.00 and PR-1 5.00. */
export function secondaryClaim(): Claim837 {
  return {
    patientControlNumber: 'ORD1002-2',
    frequency: '1',
    placeOfService: '12',
    payerSequence: 'S',
    payer: { name: 'Second Mutual', payerId: 'SM001', filingIndicator: 'CI' },
    subscriber: { lastName: 'Roe', firstName: 'Richard', memberId: 'S55501', dob: '1960-07-08', gender: 'M', address: HOME },
    patient: { lastName: 'Roe', firstName: 'Rita', dob: '1990-11-12', gender: 'F', address: HOME, relationship: '19' },
    diagnoses: ['G4733'],
    referring: { lastName: 'Welby', firstName: 'Marcus', npi: REFERRING_NPI },
    lines: [{ lineControl: 'L9', hcpcs: 'E0601', modifiers: ['NU'], chargeCents: 10000, units: 1, serviceDate: '2026-01-15', diagnosisPointers: [1] }],
    otherPayers: [
      {
        sequence: 'P',
        payer: { name: 'Acme Health Plan', payerId: '87726' },
        relationship: '19',
        subscriber: { lastName: 'Roe', firstName: 'Richard', memberId: 'W999' },
        paidCents: 6000,
        adjudicationDate: '2026-02-10',
        claimAdjustments: [],
        lines: [
          {
            lineControl: 'L9', hcpcs: 'E0601', modifiers: ['NU'], paidCents: 6000, units: 1,
            adjustments: [
              { group: 'CO', reason: '45', amountCents: 2000 },
              { group: 'PR', reason: '2', amountCents: 1500 },
              { group: 'PR', reason: '1', amountCents: 500 },
            ],
          },
        ],
      },
    ],
  };
}

export function batch(claims: Claim837[], controlNumber = 4321): Batch837 {
  return {
    envelope: envelope(controlNumber),
    submitter: { name: 'Buckeye DME', id: 'DMEPORTAL', contactName: 'Billing Desk', phone: '(614) 555-0100' },
    receiver: { name: 'Claim.MD', id: 'CLAIMMD' },
    billing: { name: 'Buckeye DME LLC', npi: BILLING_NPI, taxId: '31-1234567', address: { line1: '500 Main St', city: 'Columbus', state: 'OH', zip: '43215-1234' } },
    claims,
  };
}
