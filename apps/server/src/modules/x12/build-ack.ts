// Builds the acknowledgements a clearinghouse sends back for an 837: the 999 (was the file well formed?) and the
// 277CA (was each claim taken into adjudication?). For tests and the fake clearinghouse; parse999 and parse277CA
// read them back.
import { checkId, checkNpi } from './checks';
import { formatCents } from './money';
import { d8, envelopeDate, envelopeOf, OUT, segment, text } from './tokens';
import type { Person, X12Envelope } from './types';

export interface Build999Input {
  envelope: X12Envelope;
  /** GS01 of the acknowledged group, 'HC' for an 837 */
  functionalId?: string;
  /** GS06 of the acknowledged group */
  groupControlNumber: string;
  /** GS08 of the acknowledged group */
  version?: string;
  sets: {
    /** ST02 of the acknowledged set */
    controlNumber: string;
    /** ST01, '837' by default */
    transactionId?: string;
    accepted: boolean;
    /** IK3 (segment) and optionally IK4 (element) errors */
    errors?: { segmentId: string; position: number; loop?: string; code: string; element?: { position: number; code: string } }[];
  }[];
}

export function build999(input: Build999Input): string {
  checkId(input.groupControlNumber, '999 group control number', 9);
  const version = input.version ?? '005010X222A1';
  const body = [segment('AK1', input.functionalId ?? 'HC', input.groupControlNumber, version)];
  for (const set of input.sets) {
    body.push(segment('AK2', set.transactionId ?? '837', set.controlNumber, version));
    for (const error of set.errors ?? []) {
      body.push(segment('IK3', error.segmentId, error.position, error.loop ?? '', error.element ? '8' : error.code));
      if (error.element) body.push(segment('IK4', error.element.position, '', error.element.code));
    }
    // IK502 5 = one or more segments in error.
    body.push(set.accepted ? segment('IK5', 'A') : segment('IK5', 'R', '5'));
  }
  const accepted = input.sets.filter((s) => s.accepted).length;
  const status = accepted === input.sets.length ? 'A' : accepted === 0 ? 'R' : 'P';
  body.push(segment('AK9', status, input.sets.length, input.sets.length, accepted));
  return envelopeOf(input.envelope, { functionalId: 'FA', version: '005010X231A1', transactionId: '999' }, [body]);
}

export interface Build277CAInput {
  envelope: X12Envelope;
  payer: { name: string; id: string };
  /** the submitter the acknowledgement goes to (2100B) */
  receiver: { name: string; id: string };
  provider: { name: string; npi: string };
  claims: {
    patientControlNumber: string;
    accepted: boolean;
    /** REF*1K, given when accepted */
    payerClaimNumber?: string;
    /** STC01-1 and -2; A2:20 (accepted for processing) or A7:21 (invalid information) by default */
    statusCategory?: string;
    statusCode?: string;
    /** STC12 free text */
    message?: string;
    chargeCents: number;
    serviceDate: string;
    patient: Person & { memberId: string };
  }[];
}

export function build277CA(input: Build277CAInput): string {
  checkNpi(input.provider.npi, '277CA provider');
  const { ccyymmdd, hhmm } = envelopeDate(input.envelope.createdAt);
  const reference = String(input.envelope.controlNumber);
  const c = OUT.component;
  const accepted = input.claims.filter((claim) => claim.accepted);
  const rejected = input.claims.filter((claim) => !claim.accepted);
  const total = (claims: { chargeCents: number }[]) => formatCents(claims.reduce((s, claim) => s + claim.chargeCents, 0));
  const body = [
    segment('BHT', '0085', '08', reference, ccyymmdd, hhmm, 'TH'),
    segment('HL', '1', '', '20', '1'),
    segment('NM1', 'PR', '2', text(input.payer.name), '', '', '', '', 'PI', input.payer.id),
    segment('TRN', '1', reference),
    segment('DTP', '050', 'D8', ccyymmdd),
    segment('DTP', '009', 'D8', ccyymmdd),
    segment('HL', '2', '1', '21', '1'),
    segment('NM1', '41', '2', text(input.receiver.name), '', '', '', '', '46', input.receiver.id),
    segment('TRN', '2', reference),
    segment('STC', `A1${c}19${c}PR`, ccyymmdd, 'WQ', total(input.claims)),
    segment('QTY', '90', accepted.length),
    segment('QTY', 'AA', rejected.length),
    segment('AMT', 'YU', total(accepted)),
    segment('AMT', 'YY', total(rejected)),
    segment('HL', '3', '2', '19', '1'),
    segment('NM1', '85', '2', text(input.provider.name), '', '', '', '', 'XX', input.provider.npi),
  ];
  input.claims.forEach((claim, i) => {
    checkId(claim.patientControlNumber, `277CA claim #${i + 1} patient control number`, 50);
    const category = claim.statusCategory ?? (claim.accepted ? 'A2' : 'A7');
    const code = claim.statusCode ?? (claim.accepted ? '20' : '21');
    const p = claim.patient;
    body.push(
      segment('HL', 4 + i, '3', 'PT'),
      segment('NM1', 'QC', '1', text(p.lastName), text(p.firstName, 35), text(p.middleName, 25), '', '', 'MI', p.memberId),
      segment('TRN', '2', claim.patientControlNumber),
      segment('STC', `${category}${c}${code}`, ccyymmdd, claim.accepted ? 'WQ' : 'U', formatCents(claim.chargeCents), '', '', '', '', '', '', '', text(claim.message, 264)),
    );
    if (claim.payerClaimNumber) body.push(segment('REF', '1K', claim.payerClaimNumber));
    body.push(segment('DTP', '472', 'D8', d8(claim.serviceDate, '277CA service date')));
  });
  return envelopeOf(input.envelope, { functionalId: 'HN', version: '005010X214', transactionId: '277' }, [body]);
}
