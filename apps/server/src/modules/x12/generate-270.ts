// 270 eligibility inquiry (005010X279A1) for one subscriber: information source (payer, HL 20), receiver
// (provider, HL 21), subscriber (HL 22) with TRN, DMG, DTP*291 and one EQ per service type asked about.
import { checkId, checkName, checkNpi, fail } from './checks';
import { d8, envelopeDate, envelopeOf, segment, text } from './tokens';
import type { Eligibility270 } from './types';

export const VERSION_270_271 = '005010X279A1';
const SERVICE_TYPE = /^[A-Z0-9]{1,2}$/;

export function generate270(input: Eligibility270): string {
  checkId(input.traceNumber, '270 trace number', 50);
  checkName(input.payer?.name, '270 payer');
  checkId(input.payer.payerId, '270 payer id', 80);
  checkName(input.provider?.name, '270 provider');
  checkNpi(input.provider.npi, '270 provider');
  checkName(input.subscriber?.lastName, '270 subscriber');
  checkId(input.subscriber.memberId, '270 subscriber member id', 80);
  if (!input.serviceTypes?.length || input.serviceTypes.length > 99 || !input.serviceTypes.every((t) => SERVICE_TYPE.test(t)))
    fail('270', 'service types must be 1 to 99 codes of 1 or 2 characters');
  const { ccyymmdd, hhmm } = envelopeDate(input.envelope.createdAt);
  const s = input.subscriber;
  const body = [
    segment('BHT', '0022', '13', input.traceNumber, ccyymmdd, hhmm),
    segment('HL', '1', '', '20', '1'),
    segment('NM1', 'PR', '2', text(input.payer.name), '', '', '', '', 'PI', input.payer.payerId),
    segment('HL', '2', '1', '21', '1'),
    segment('NM1', '1P', '2', text(input.provider.name), '', '', '', '', 'XX', input.provider.npi),
    segment('HL', '3', '2', '22', '0'),
    // TRN03 identifies who assigned the trace number: the provider, by its NPI.
    segment('TRN', '1', input.traceNumber, input.provider.npi),
    segment('NM1', 'IL', '1', text(s.lastName), text(s.firstName, 35), text(s.middleName, 25), '', '', 'MI', s.memberId),
    segment('DMG', 'D8', d8(s.dob, '270 subscriber date of birth'), s.gender ?? ''),
    segment('DTP', '291', 'D8', d8(input.serviceDate, '270 service date')),
    ...input.serviceTypes.map((type) => segment('EQ', type)),
  ];
  return envelopeOf(input.envelope, { functionalId: 'HS', version: VERSION_270_271, transactionId: '270' }, [body]);
}
