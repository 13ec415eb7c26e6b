// Builds a 271 answering one 270: active coverage (with the DME deductible, co-insurance and co-pay as EB lines
// for service types 12 and 18), inactive coverage, or an AAA rejection of the subscriber. Used by tests and the
// fake clearinghouse; parse271 reads it back.
import { checkId, checkName, checkNpi } from './checks';
import { formatCents } from './money';
import { d8, envelopeDate, envelopeOf, OUT, segment, text } from './tokens';
import { VERSION_270_271 } from './generate-270';
import type { Gender, Person, X12Envelope } from './types';

export type Coverage271 =
  | {
      status: 'active';
      planName: string;
      coverageStart: string;
      coverageEnd?: string;
      dme?: { deductibleCents?: number; deductibleRemainingCents?: number; coinsurancePercent?: number; copayCents?: number };
    }
  | { status: 'inactive'; planName?: string; coverageEnd?: string }
  /** AAA in 2100C: e.g. 72 invalid/missing member id, 75 subscriber not found; followUp C = correct and resubmit */
  | { status: 'rejected'; reason: string; followUp?: string };

export interface Build271Input {
  envelope: X12Envelope;
  traceNumber: string;
  payer: { name: string; payerId: string };
  provider: { name: string; npi: string };
  subscriber: Person & { memberId: string; dob: string; gender?: Gender; groupNumber?: string };
  coverage: Coverage271;
}

const DME_TYPES = ['12', '18'];

export function build271(input: Build271Input): string {
  checkId(input.traceNumber, '271 trace number', 50);
  checkName(input.payer?.name, '271 payer');
  checkNpi(input.provider.npi, '271 provider');
  checkId(input.subscriber.memberId, '271 member id', 80);
  const { ccyymmdd, hhmm } = envelopeDate(input.envelope.createdAt);
  const s = input.subscriber;
  const coverage = input.coverage;
  const body = [
    segment('BHT', '0022', '11', input.traceNumber, ccyymmdd, hhmm),
    segment('HL', '1', '', '20', '1'),
    segment('NM1', 'PR', '2', text(input.payer.name), '', '', '', '', 'PI', input.payer.payerId),
    segment('HL', '2', '1', '21', '1'),
    segment('NM1', '1P', '2', text(input.provider.name), '', '', '', '', 'XX', input.provider.npi),
    segment('HL', '3', '2', '22', '0'),
    segment('TRN', '2', input.traceNumber, input.provider.npi),
    segment('NM1', 'IL', '1', text(s.lastName), text(s.firstName, 35), text(s.middleName, 25), '', '', 'MI', s.memberId),
  ];
  if (coverage.status === 'rejected') {
    body.push(segment('AAA', 'N', '', coverage.reason, coverage.followUp ?? 'C'));
    return envelopeOf(input.envelope, { functionalId: 'HB', version: VERSION_270_271, transactionId: '271' }, [body]);
  }
  if (s.groupNumber) body.push(segment('REF', '6P', s.groupNumber));
  body.push(segment('DMG', 'D8', d8(s.dob, '271 subscriber date of birth'), s.gender ?? ''));
  if (coverage.status === 'active') {
    body.push(segment('DTP', '346', 'D8', d8(coverage.coverageStart, '271 coverage start')));
    if (coverage.coverageEnd) body.push(segment('DTP', '347', 'D8', d8(coverage.coverageEnd, '271 coverage end')));
    body.push(segment('EB', '1', 'IND', '30', '', text(coverage.planName, 50)));
    body.push(...dmeBenefits(coverage.dme ?? {}));
  } else {
    if (coverage.coverageEnd) body.push(segment('DTP', '347', 'D8', d8(coverage.coverageEnd, '271 coverage end')));
    body.push(segment('EB', '6', 'IND', '30', '', text(coverage.planName, 50)));
  }
  return envelopeOf(input.envelope, { functionalId: 'HB', version: VERSION_270_271, transactionId: '271' }, [body]);
}

function dmeBenefits(dme: NonNullable<Extract<Coverage271, { status: 'active' }>['dme']>): string[] {
  const types = DME_TYPES.join(OUT.repetition);
  const out: string[] = [];
  // EB06: 23 = calendar year, 29 = remaining; EB12 Y = in network.
  if (dme.deductibleCents !== undefined) out.push(segment('EB', 'C', 'IND', types, '', '', '23', formatCents(dme.deductibleCents), '', '', '', '', 'Y'));
  if (dme.deductibleRemainingCents !== undefined)
    out.push(segment('EB', 'C', 'IND', types, '', '', '29', formatCents(dme.deductibleRemainingCents), '', '', '', '', 'Y'));
  if (dme.coinsurancePercent !== undefined)
    out.push(segment('EB', 'A', 'IND', types, '', '', '27', '', String(dme.coinsurancePercent / 100), '', '', '', 'Y'));
  if (dme.copayCents !== undefined) out.push(segment('EB', 'B', 'IND', types, '', '', '27', formatCents(dme.copayCents), '', '', '', '', 'Y'));
  return out;
}
