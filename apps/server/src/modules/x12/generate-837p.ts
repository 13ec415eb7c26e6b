// 837P (005010X222A1) for a DME supplier: one ST per batch, one billing provider (2000A), one subscriber HL per
// claim (2000B) with a patient HL (2000C) when the patient is not the subscriber. Clearinghouses reject whole files
// on balancing errors, so the money rules of the TR3 are checked here before a byte is written.
import { adjustmentTotal, writeCas } from './adjustments';
import { checkAddress, checkCents, checkId, checkName, checkNpi, fail } from './checks';
import { formatCents, formatQuantity } from './money';
import { d8, envelopeDate, envelopeOf, OUT, segment, text } from './tokens';
import type { Address, Adjustment, Batch837, Claim837, Line837, OtherPayer837, Person } from './types';

export const VERSION_837P = '005010X222A1';
/** Taxonomy of a DME supplier (Suppliers / Durable Medical Equipment & Medical Supplies). */
const DME_TAXONOMY = '332B00000X';
/** The TR3 recommends at most 5,000 claims per transaction set and allows 50 service lines per claim. */
const MAX_CLAIMS = 5000;
const MAX_LINES = 50;
const ICD10 = /^[A-TV-Z][0-9][0-9A-Z](?:\.?[0-9A-Z]{1,4})?$/;
const ADJUSTMENT_GROUPS = new Set(['CO', 'PR', 'OA', 'PI', 'CR']);

export function generate837P(batch: Batch837): string {
  checkBatch(batch);
  const { ccyymmdd, hhmm } = envelopeDate(batch.envelope.createdAt);
  const body: string[] = [
    segment('BHT', '0019', '00', String(batch.envelope.controlNumber), ccyymmdd, hhmm, 'CH'),
    segment('NM1', '41', '2', text(batch.submitter.name), '', '', '', '', '46', batch.submitter.id),
    segment('PER', 'IC', text(batch.submitter.contactName), 'TE', digits(batch.submitter.phone)),
    segment('NM1', '40', '2', text(batch.receiver.name), '', '', '', '', '46', batch.receiver.id),
    segment('HL', '1', '', '20', '1'),
    segment('PRV', 'BI', 'PXC', DME_TAXONOMY),
    segment('NM1', '85', '2', text(batch.billing.name), '', '', '', '', 'XX', batch.billing.npi),
    ...address(batch.billing.address),
    segment('REF', 'EI', digits(batch.billing.taxId)),
  ];
  let hl = 1;
  for (const claim of batch.claims) {
    const subscriberHl = ++hl;
    body.push(...subscriberLoop(claim, subscriberHl));
    if (claim.patient) {
      hl += 1;
      body.push(
        segment('HL', hl, subscriberHl, '23', '0'),
        segment('PAT', claim.patient.relationship),
        personName('QC', claim.patient),
        ...address(claim.patient.address),
        segment('DMG', 'D8', d8(claim.patient.dob, 'patient date of birth'), claim.patient.gender),
      );
    }
    body.push(...claimLoop(claim));
  }
  return envelopeOf(batch.envelope, { functionalId: 'HC', version: VERSION_837P, transactionId: '837' }, [body]);
}

function subscriberLoop(claim: Claim837, hl: number): string[] {
  const s = claim.subscriber;
  return [
    segment('HL', hl, '1', '22', claim.patient ? '1' : '0'),
    segment('SBR', claim.payerSequence, claim.patient ? '' : '18', s.groupNumber ?? '', '', '', '', '', '', claim.payer.filingIndicator ?? 'CI'),
    personName('IL', s, s.memberId),
    ...address(s.address),
    segment('DMG', 'D8', d8(s.dob, 'subscriber date of birth'), s.gender),
    segment('NM1', 'PR', '2', text(claim.payer.name), '', '', '', '', 'PI', claim.payer.payerId),
  ];
}

function claimLoop(claim: Claim837): string[] {
  const total = claim.lines.reduce((sum, line) => sum + line.chargeCents, 0);
  const c = OUT.component;
  const out = [
    segment('CLM', claim.patientControlNumber, formatCents(total), '', '', `${claim.placeOfService}${c}B${c}${claim.frequency}`, 'Y', 'A', 'Y', 'Y'),
  ];
  if (claim.frequency !== '1') out.push(segment('REF', 'F8', claim.originalClaimNumber));
  if (claim.priorAuthNumber) out.push(segment('REF', 'G1', claim.priorAuthNumber));
  out.push(
    segment('HI', ...claim.diagnoses.map((code, i) => `${i === 0 ? 'ABK' : 'ABF'}${c}${icd(code)}`)),
    personName('DN', claim.referring, claim.referring.npi, 'XX'),
  );
  for (const other of claim.otherPayers ?? []) out.push(...otherPayerLoop(other));
  claim.lines.forEach((line, index) => {
    out.push(...serviceLine(line, index + 1));
    for (const other of claim.otherPayers ?? []) {
      const adjudicated = other.lines.find((l) => l.lineControl === line.lineControl);
      if (adjudicated) {
        out.push(
          segment('SVD', other.payer.payerId, formatCents(adjudicated.paidCents), procedure(adjudicated.hcpcs, adjudicated.modifiers), '', formatQuantity(adjudicated.units)),
          ...writeCas(adjudicated.adjustments),
          segment('DTP', '573', 'D8', d8(other.adjudicationDate, 'adjudication date')),
        );
      }
    }
  });
  return out;
}

function otherPayerLoop(other: OtherPayer837): string[] {
  return [
    segment('SBR', other.sequence, other.relationship ?? '18', other.subscriber.groupNumber ?? '', '', '', '', '', '', other.payer.filingIndicator ?? 'CI'),
    ...writeCas(other.claimAdjustments),
    segment('AMT', 'D', formatCents(other.paidCents)),
    segment('OI', '', '', 'Y', 'P', '', 'Y'),
    personName('IL', other.subscriber, other.subscriber.memberId),
    segment('NM1', 'PR', '2', text(other.payer.name), '', '', '', '', 'PI', other.payer.payerId),
  ];
}

function serviceLine(line: Line837, n: number): string[] {
  const date = line.serviceDateEnd
    ? segment('DTP', '472', 'RD8', `${d8(line.serviceDate, 'service date')}-${d8(line.serviceDateEnd, 'service end date')}`)
    : segment('DTP', '472', 'D8', d8(line.serviceDate, 'service date'));
  return [
    segment('LX', n),
    segment('SV1', procedure(line.hcpcs, line.modifiers), formatCents(line.chargeCents), 'UN', formatQuantity(line.units), '', '', line.diagnosisPointers.join(OUT.component)),
    date,
    segment('REF', '6R', line.lineControl),
  ];
}

function procedure(hcpcs: string, modifiers: string[]): string {
  return ['HC', hcpcs, ...modifiers].join(OUT.component);
}

function personName(entity: string, person: Person, id?: string, qualifier = 'MI'): string {
  return segment('NM1', entity, '1', text(person.lastName, 60), text(person.firstName, 35), text(person.middleName, 25), '', '', id ? qualifier : '', id ?? '');
}

function address(a: Address): string[] {
  return [segment('N3', text(a.line1, 55), text(a.line2, 55)), segment('N4', text(a.city, 30), a.state, a.zip.replace('-', ''))];
}

function icd(code: string): string {
  return code.replace('.', '').toUpperCase();
}

function digits(value: string): string {
  return value.replace(/\D/g, '');
}

// ------------------------------------------------------------------ checks

function checkBatch(batch: Batch837): void {
  checkName(batch.submitter?.name, 'submitter');
  checkId(batch.submitter.id, 'submitter id', 80);
  checkName(batch.submitter.contactName, 'submitter contact');
  if (!/^\d{10,}$/.test(digits(batch.submitter.phone ?? ''))) fail('submitter contact', 'phone must have at least 10 digits');
  checkName(batch.receiver?.name, 'receiver');
  checkId(batch.receiver.id, 'receiver id', 80);
  checkName(batch.billing?.name, 'billing provider');
  checkNpi(batch.billing.npi, 'billing provider');
  if (!/^\d{9}$/.test(digits(batch.billing.taxId ?? ''))) fail('billing provider', 'tax id (EIN) must be 9 digits');
  checkAddress(batch.billing.address, 'billing provider');
  // TR3 2010AA N403: the billing provider's ZIP code must carry all nine digits.
  if (!/^\d{9}$/.test(batch.billing.address.zip.replace('-', ''))) fail('billing provider', 'ZIP must be the full 9 digits (ZIP+4)');
  if (!batch.claims?.length) fail('batch', 'has no claims');
  if (batch.claims.length > MAX_CLAIMS) fail('batch', `has more than ${MAX_CLAIMS} claims; split it`);
  const seen = new Set<string>();
  batch.claims.forEach((claim, i) => {
    checkClaim(claim, `claim #${i + 1}`);
    if (seen.has(claim.patientControlNumber)) fail(`claim #${i + 1}`, 'patient control number repeats an earlier claim of the batch');
    seen.add(claim.patientControlNumber);
  });
}

function checkClaim(claim: Claim837, where: string): void {
  checkId(claim.patientControlNumber, `${where} patient control number`, 20);
  if (!['1', '7', '8'].includes(claim.frequency)) fail(where, 'frequency must be 1, 7 or 8');
  if (claim.frequency !== '1') checkId(claim.originalClaimNumber, `${where} original claim number (required to replace or void)`, 50);
  if (!/^\d{2}$/.test(claim.placeOfService)) fail(where, 'place of service must be a 2-digit code');
  if (!['P', 'S', 'T'].includes(claim.payerSequence)) fail(where, 'payer sequence must be P, S or T');
  checkName(claim.payer?.name, `${where} payer`);
  checkId(claim.payer.payerId, `${where} payer id`, 80);
  checkPerson(claim.subscriber, `${where} subscriber`);
  checkId(claim.subscriber.memberId, `${where} subscriber member id`, 80);
  d8(claim.subscriber.dob, `${where} subscriber date of birth`);
  checkAddress(claim.subscriber.address, `${where} subscriber`);
  if (claim.patient) {
    checkPerson(claim.patient, `${where} patient`);
    d8(claim.patient.dob, `${where} patient date of birth`);
    checkAddress(claim.patient.address, `${where} patient`);
    if (!['01', '19', 'G8'].includes(claim.patient.relationship)) fail(`${where} patient`, 'relationship must be 01, 19 or G8');
  }
  if (!claim.diagnoses?.length) fail(where, 'needs at least one diagnosis');
  if (claim.diagnoses.length > 12) fail(where, 'has more than 12 diagnoses');
  claim.diagnoses.forEach((code, i) => {
    if (!ICD10.test(code.toUpperCase())) fail(where, `diagnosis ${i + 1} is not an ICD-10-CM code`);
  });
  checkPerson(claim.referring, `${where} referring provider`);
  checkNpi(claim.referring.npi, `${where} referring provider`);
  if (claim.priorAuthNumber !== undefined) checkId(claim.priorAuthNumber, `${where} prior authorization`, 50);
  if (!claim.lines?.length) fail(where, 'has no service lines');
  if (claim.lines.length > MAX_LINES) fail(where, `has more than ${MAX_LINES} service lines`);
  const lineControls = new Set<string>();
  claim.lines.forEach((line, i) => {
    checkLine(line, `${where} line ${i + 1}`, claim.diagnoses.length);
    if (lineControls.has(line.lineControl)) fail(`${where} line ${i + 1}`, 'line control number repeats another line');
    lineControls.add(line.lineControl);
  });
  if (claim.payerSequence !== 'P' && !claim.otherPayers?.length) fail(where, 'a secondary or tertiary claim needs the earlier payer (otherPayers)');
  (claim.otherPayers ?? []).forEach((other, i) => checkOtherPayer(other, claim, `${where} other payer ${i + 1}`));
}

function checkLine(line: Line837, where: string, diagnosisCount: number): void {
  checkId(line.lineControl, `${where} line control`, 50);
  if (!/^[A-Z][0-9]{4}$/.test(line.hcpcs)) fail(where, 'HCPCS must be a letter and 4 digits');
  checkModifiers(line.modifiers, where);
  checkCents(line.chargeCents, `${where} charge`);
  formatQuantity(line.units, `${where} units`);
  d8(line.serviceDate, `${where} service date`);
  if (line.serviceDateEnd !== undefined && d8(line.serviceDateEnd, `${where} service end date`) < d8(line.serviceDate, `${where} service date`))
    fail(where, 'service end date is before its start');
  const pointers = line.diagnosisPointers ?? [];
  if (pointers.length < 1 || pointers.length > 4) fail(where, 'needs 1 to 4 diagnosis pointers');
  for (const p of pointers) if (!Number.isInteger(p) || p < 1 || p > diagnosisCount) fail(where, `diagnosis pointer ${p} is outside the claim's ${diagnosisCount} diagnoses`);
  if (new Set(pointers).size !== pointers.length) fail(where, 'diagnosis pointers repeat');
}

function checkModifiers(modifiers: string[], where: string): void {
  if (!Array.isArray(modifiers) || modifiers.length > 4) fail(where, 'at most 4 modifiers');
  for (const m of modifiers) if (!/^[A-Z0-9]{2}$/.test(m)) fail(where, 'a modifier must be 2 letters or digits');
}

function checkOtherPayer(other: OtherPayer837, claim: Claim837, where: string): void {
  if (!['P', 'S', 'T'].includes(other.sequence)) fail(where, 'sequence must be P, S or T');
  if (other.sequence === claim.payerSequence) fail(where, 'has the same sequence as the payer billed');
  checkName(other.payer?.name, where);
  checkId(other.payer.payerId, `${where} payer id`, 80);
  checkPerson(other.subscriber, `${where} subscriber`);
  checkId(other.subscriber.memberId, `${where} subscriber member id`, 80);
  checkCents(other.paidCents, `${where} paid`);
  d8(other.adjudicationDate, `${where} adjudication date`);
  checkAdjustments(other.claimAdjustments ?? [], where);
  let lineAdjustments = 0;
  for (const adjudicated of other.lines) {
    const line = claim.lines.find((l) => l.lineControl === adjudicated.lineControl);
    if (!line) fail(where, 'adjudicates a line control number that is not on the claim');
    checkModifiers(adjudicated.modifiers, where);
    checkCents(adjudicated.paidCents, `${where} line paid`);
    checkAdjustments(adjudicated.adjustments, where);
    const adjusted = adjustmentTotal(adjudicated.adjustments);
    // TR3 2430: the line charge less the line adjustments equals the amount paid for the line.
    if (line.chargeCents - adjusted !== adjudicated.paidCents) fail(where, `line ${claim.lines.indexOf(line) + 1} does not balance (charge - adjustments != paid)`);
    lineAdjustments += adjusted;
  }
  // TR3 2320: claim charge less the claim- and line-level adjustments equals AMT*D.
  if (other.lines.length > 0) {
    const total = claim.lines.reduce((s, l) => s + l.chargeCents, 0);
    if (total - adjustmentTotal(other.claimAdjustments ?? []) - lineAdjustments !== other.paidCents)
      fail(where, 'does not balance (claim charge - adjustments != paid)');
  }
}

function checkAdjustments(adjustments: Adjustment[], where: string): void {
  for (const a of adjustments) {
    if (!ADJUSTMENT_GROUPS.has(a.group)) fail(where, 'adjustment group must be CO, PR, OA, PI or CR');
    if (!/^[A-Z0-9]{1,5}$/.test(a.reason)) fail(where, 'adjustment reason must be a CARC code');
    checkCents(a.amountCents, `${where} adjustment`, { allowNegative: true });
  }
}

function checkPerson(person: Person | undefined, where: string): void {
  checkName(person?.lastName, where);
  checkName(person?.firstName, where);
}
