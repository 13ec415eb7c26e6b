// Builds an 835 answering our own claims: for tests, the benchmark and the browser test's fake clearinghouse.
// Every amount is checked against the TR3 balancing rules (service charge - adjustments = paid; claim = its
// services; BPR02 = claims paid - PLB) so what it writes is what a payer could send.
import { adjustmentTotal, writeCas } from './adjustments';
import { checkCents, checkId, fail } from './checks';
import { formatCents, formatQuantity } from './money';
import { d8, envelopeOf, OUT, segment, text } from './tokens';
import type { Address, Adjustment, Person, X12Envelope } from './types';

export const VERSION_835 = '005010X221A1';

export interface Build835Service {
  hcpcs: string;
  modifiers: string[];
  chargeCents: number;
  paidCents: number;
  units: number;
  serviceDate: string;
  lineControl?: string;
  allowedCents?: number;
  /** charge - sum(adjustments) must equal paid */
  adjustments: Adjustment[];
  /** RARC codes, written as LQ*HE */
  remarkCodes?: string[];
}

export interface Build835Claim {
  patientControlNumber: string;
  /** CLP02; by default 4 (denied) when nothing is paid and no patient responsibility remains, else 1 */
  statusCode?: string;
  payerClaimControlNumber: string;
  /** CLP06, 'CI' by default */
  filingIndicator?: string;
  /** CLP08, '12' (home) by default */
  placeOfService?: string;
  patient: Person & { memberId: string };
  /** claim-level CAS, for amounts not tied to one line */
  adjustments?: Adjustment[];
  /** MOA remark codes (at most 5) */
  remarkCodes?: string[];
  services: Build835Service[];
}

export interface Build835Input {
  envelope: X12Envelope;
  payer: { name: string; id: string; address: Address };
  payee: { name: string; npi: string };
  paymentDate: string;
  traceNumber: string;
  /** BPR04 when money moves: CHK by default (ACH would need bank routing data we do not model) */
  method?: 'CHK' | 'ACH';
  claims: Build835Claim[];
  /** PLB: positive amounts are taken back from this payment */
  providerAdjustments?: { reason: string; reference: string; amountCents: number }[];
}

export function build835(input: Build835Input): string {
  const claims = input.claims.map((claim, i) => checkClaim(claim, `835 claim #${i + 1}`));
  const plb = input.providerAdjustments ?? [];
  plb.forEach((p, i) => {
    checkCents(p.amountCents, `835 provider adjustment #${i + 1}`, { allowNegative: true });
    checkId(p.reason, `835 provider adjustment #${i + 1} reason`, 2);
  });
  const total = claims.reduce((s, c) => s + c.paidCents, 0) - plb.reduce((s, p) => s + p.amountCents, 0);
  if (total < 0) fail('835', 'provider adjustments exceed the payment; the total would be negative');
  const paymentDate = d8(input.paymentDate, '835 payment date');
  // BPR01 I = payment with remittance; H = notification only, when no money moves.
  const bpr = total > 0
    ? segment('BPR', 'I', formatCents(total), 'C', input.method ?? 'CHK', ...Array<string>(11).fill(''), paymentDate)
    : segment('BPR', 'H', formatCents(0), 'C', 'NON', ...Array<string>(11).fill(''), paymentDate);
  const body = [
    bpr,
    segment('TRN', '1', input.traceNumber, input.payer.id),
    segment('DTM', '405', paymentDate),
    segment('N1', 'PR', text(input.payer.name)),
    segment('N3', text(input.payer.address.line1, 55), text(input.payer.address.line2, 55)),
    segment('N4', text(input.payer.address.city, 30), input.payer.address.state, input.payer.address.zip.replace('-', '')),
    segment('REF', '2U', input.payer.id),
    segment('N1', 'PE', text(input.payee.name), 'XX', input.payee.npi),
    segment('LX', '1'),
  ];
  input.claims.forEach((claim, i) => body.push(...claimSegments(claim, claims[i]!)));
  for (let i = 0; i < plb.length; i += 6) {
    const pairs = plb.slice(i, i + 6).flatMap((p) => [`${p.reason}${OUT.component}${p.reference}`, formatCents(p.amountCents)]);
    body.push(segment('PLB', input.payee.npi, `${paymentDate.slice(0, 4)}1231`, ...pairs));
  }
  return envelopeOf(input.envelope, { functionalId: 'HP', version: VERSION_835, transactionId: '835' }, [body]);
}

interface ClaimTotals {
  chargeCents: number;
  paidCents: number;
  patientResponsibilityCents: number;
}

function claimSegments(claim: Build835Claim, totals: ClaimTotals): string[] {
  const denied = totals.paidCents === 0 && totals.patientResponsibilityCents === 0;
  const status = claim.statusCode ?? (denied ? '4' : '1');
  const p = claim.patient;
  const out = [
    segment('CLP', claim.patientControlNumber, status, formatCents(totals.chargeCents), formatCents(totals.paidCents),
      formatCents(totals.patientResponsibilityCents), claim.filingIndicator ?? 'CI', claim.payerClaimControlNumber, claim.placeOfService ?? '12'),
    ...writeCas(claim.adjustments ?? []),
    segment('NM1', 'QC', '1', text(p.lastName), text(p.firstName, 35), text(p.middleName, 25), '', '', 'MI', p.memberId),
  ];
  if (claim.remarkCodes?.length) out.push(segment('MOA', '', '', ...claim.remarkCodes.slice(0, 5)));
  for (const s of claim.services) {
    out.push(
      segment('SVC', ['HC', s.hcpcs, ...s.modifiers].join(OUT.component), formatCents(s.chargeCents), formatCents(s.paidCents), '', formatQuantity(s.units)),
      segment('DTM', '472', d8(s.serviceDate, '835 service date')),
      ...writeCas(s.adjustments),
    );
    if (s.lineControl) out.push(segment('REF', '6R', s.lineControl));
    if (s.allowedCents !== undefined) out.push(segment('AMT', 'B6', formatCents(s.allowedCents)));
    for (const remark of s.remarkCodes ?? []) out.push(segment('LQ', 'HE', remark));
  }
  return out;
}

function checkClaim(claim: Build835Claim, where: string): ClaimTotals {
  checkId(claim.patientControlNumber, `${where} patient control number`, 38);
  checkId(claim.payerClaimControlNumber, `${where} payer claim control number`, 50);
  checkId(claim.patient?.memberId, `${where} member id`, 80);
  if (!claim.services?.length) fail(where, 'has no services');
  let chargeCents = 0;
  let paidCents = 0;
  let patientResponsibilityCents = prTotal(claim.adjustments ?? []);
  claim.services.forEach((s, i) => {
    const at = `${where} service ${i + 1}`;
    checkCents(s.chargeCents, `${at} charge`);
    checkCents(s.paidCents, `${at} paid`, { allowNegative: true });
    for (const a of s.adjustments) checkCents(a.amountCents, `${at} adjustment`, { allowNegative: true });
    const lineAdjusted = adjustmentTotal(s.adjustments);
    if (s.chargeCents - lineAdjusted !== s.paidCents) fail(at, 'does not balance (charge - adjustments != paid)');
    chargeCents += s.chargeCents;
    paidCents += s.paidCents;
    patientResponsibilityCents += prTotal(s.adjustments);
  });
  // Claim-level adjustments come out of the claim payment on top of the service lines, so CLP03 - every CAS = CLP04.
  paidCents -= adjustmentTotal(claim.adjustments ?? []);
  return { chargeCents, paidCents, patientResponsibilityCents };
}

function prTotal(adjustments: Adjustment[]): number {
  return adjustmentTotal(adjustments.filter((a) => a.group === 'PR'));
}
