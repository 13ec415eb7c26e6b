import { build271, build277CA, build835, parse837P, type Adjustment, type Coverage271 } from '../../src/modules/x12';

/**
 * A payer in the tests and the browser spec: reads the 837P we sent (strictly, through our own reader) and answers
 * it the way a payer would, with a 277CA acceptance, an 835 remittance, or a 271 to a 270. Amounts follow
 * `decide`, per line; the default pays 80% of the charge, adjusts 10% contractually (CO 45) and leaves 10% to the
 * patient (PR 2, co-insurance).
 */
export interface LineDecision {
  paidCents: number;
  adjustments: Adjustment[];
  remarkCodes?: string[];
}
export type Decide = (line: { hcpcs: string; chargeCents: number; index: number; claim: string }) => LineDecision;

export const payEightyPercent: Decide = ({ chargeCents }) => {
  const paid = Math.round(chargeCents * 0.8);
  const co = Math.round(chargeCents * 0.1);
  return { paidCents: paid, adjustments: [{ group: 'CO', reason: '45', amountCents: co }, { group: 'PR', reason: '2', amountCents: chargeCents - paid - co }] };
};
export const denyMissingDocs: Decide = ({ chargeCents }) => ({ paidCents: 0, adjustments: [{ group: 'CO', reason: '50', amountCents: chargeCents }], remarkCodes: ['N115'] });

const envelope = (controlNumber: number) => ({ senderId: 'PAYER', receiverId: 'SUNRISE', controlNumber, createdAt: new Date('2026-11-20T12:00:00Z'), usage: 'P' as const });

export function remittanceFor(x837: string, opts: { trace: string; decide?: Decide; controlNumber?: number; paymentDate?: string }): string {
  const parsed = parse837P(x837);
  const decide = opts.decide ?? payEightyPercent;
  return build835({
    envelope: envelope(opts.controlNumber ?? 7001),
    payer: { name: 'CGS DME MAC JURISDICTION B', id: '17003', address: { line1: 'PO Box 20010', city: 'Nashville', state: 'TN', zip: '37202' } },
    payee: { name: 'Sunrise Medical Supply', npi: '1356789010' },
    paymentDate: opts.paymentDate ?? '2026-11-20',
    traceNumber: opts.trace,
    claims: parsed.claims.map((c) => ({
      patientControlNumber: c.patientControlNumber,
      payerClaimControlNumber: `PCN${c.patientControlNumber}`,
      patient: { lastName: 'PATIENT', firstName: 'TEST', memberId: 'MEMBER' },
      services: c.lines.map((l, index) => {
        const d = decide({ hcpcs: l.hcpcs, chargeCents: l.chargeCents, index, claim: c.patientControlNumber });
        return { hcpcs: l.hcpcs, modifiers: l.modifiers, chargeCents: l.chargeCents, paidCents: d.paidCents, units: l.units, serviceDate: l.serviceDate, allowedCents: d.paidCents + d.adjustments.filter((a) => a.group === 'PR').reduce((s, a) => s + a.amountCents, 0), adjustments: d.adjustments, ...(d.remarkCodes ? { remarkCodes: d.remarkCodes } : {}) };
      }),
    })),
  });
}

export function acceptanceFor(x837: string, accepted = true): string {
  const parsed = parse837P(x837);
  return build277CA({
    envelope: envelope(7101),
    payer: { name: 'CGS DME MAC JURISDICTION B', id: '17003' },
    receiver: { name: 'Sunrise Medical Supply', id: 'SUNRISE' },
    provider: { name: 'Sunrise Medical Supply', npi: '1356789010' },
    claims: parsed.claims.map((c) => ({
      patientControlNumber: c.patientControlNumber,
      accepted,
      ...(accepted ? { payerClaimNumber: `ICN${c.patientControlNumber}` } : { message: 'Subscriber ID invalid' }),
      chargeCents: c.totalCents,
      serviceDate: c.lines[0]!.serviceDate,
      patient: { lastName: 'PATIENT', firstName: 'TEST', memberId: 'MEMBER' },
    })),
  });
}

/** The 271 answering a 270 we wrote: its trace number and subscriber read back from the segments. */
export function eligibilityAnswerFor(x270: string, coverage: Coverage271): string {
  const el = x270.charAt(3);
  const segs = x270.split(x270.charAt(105)).map((s) => s.trim().split(el));
  const trn = segs.find((s) => s[0] === 'TRN')!;
  const sub = segs.find((s) => s[0] === 'NM1' && s[1] === 'IL')!;
  const dmg = segs.find((s) => s[0] === 'DMG');
  const dob = dmg?.[2] ? `${dmg[2].slice(0, 4)}-${dmg[2].slice(4, 6)}-${dmg[2].slice(6, 8)}` : '1950-01-01';
  return build271({
    envelope: envelope(7201),
    traceNumber: trn[2]!,
    payer: { name: 'CGS DME MAC JURISDICTION B', payerId: '17003' },
    provider: { name: 'Sunrise Medical Supply', npi: '1356789010' },
    subscriber: { lastName: sub[3]!, firstName: sub[4] ?? '', memberId: sub[9]!, dob },
    coverage,
  });
}
