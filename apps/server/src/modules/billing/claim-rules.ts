import type { ClaimStatus } from '@dme/contract';

/**
 * The claim rules billing staff would otherwise apply by hand (written down in DOMAIN.md "Claims"):
 * modifiers per line, what a claim needs before it can go out, and how a line's adjudication reads.
 */

/**
 * Oxygen equipment is paid monthly for 36 months, not as a capped rental: it takes no KH/KI/KJ month modifier.
 * (E0424-E0444 stationary/portable systems and contents, E1390-E1392 concentrators, K0738 home fill.)
 */
const OXYGEN = /^(E04(2[4-9]|3\d|4[0-4])|E139[0-2]|K0738)$/;

/** Capped rental month modifiers: KH the first month, KI the second and third, KJ the fourth to the fifteenth. */
export function rentalMonthModifier(month: number): 'KH' | 'KI' | 'KJ' | null {
  if (month < 1 || month > 15) return null;
  if (month === 1) return 'KH';
  return month <= 3 ? 'KI' : 'KJ';
}

/**
 * Modifiers of a claim line: the catalogue's defaults for the item (RR rental or NU new purchase, KX where the
 * payer's policy asks for documentation on file: the order reached Ready For Service with it), then the capped
 * rental's month modifier. Pricing modifiers come first, as payers read the first position for pricing. At most four.
 */
export function lineModifiers(hcpcs: string, catalogDefaults: readonly string[], rentalOrPurchase: 'rental' | 'purchase', rentalMonth: number | null): string[] {
  const pricing = rentalOrPurchase === 'rental' ? 'RR' : 'NU';
  const rest = catalogDefaults.filter((m) => m !== 'RR' && m !== 'NU');
  const month = rentalOrPurchase === 'rental' && !OXYGEN.test(hcpcs) && rentalMonth !== null ? rentalMonthModifier(rentalMonth) : null;
  const ordered = [pricing, ...(month ? [month] : []), ...rest.filter((m) => m !== 'KX'), ...(rest.includes('KX') ? ['KX'] : [])];
  return [...new Set(ordered)].slice(0, 4);
}

export interface ClaimFacts {
  diagnoses: readonly string[];
  referringNpi: string | null;
  billingNpi: string | null;
  billingTaxId: string | null;
  billingZip: string;
  memberId: string;
  payerId: string | null;
  lines: readonly { line_no: number; charge_cents: number; units: number; diagnosis_pointers: readonly number[] }[];
}

/** Why a claim cannot be submitted yet, in words a biller acts on; empty when it can go. */
export function claimProblems(c: ClaimFacts): string[] {
  const problems: string[] = [];
  if (c.diagnoses.length === 0) problems.push('The claim has no diagnosis: add the order’s ICD-10 codes.');
  if (c.diagnoses.length > 12) problems.push('A claim carries at most 12 diagnoses.');
  if (c.lines.length === 0) problems.push('The claim has no lines.');
  if (!c.referringNpi) problems.push('The ordering doctor has no NPI.');
  if (!c.billingNpi) problems.push('Your company profile has no NPI.');
  if (!c.billingTaxId) problems.push('Your company profile has no tax id (EIN).');
  if (!/^\d{9}$/.test(c.billingZip.replace('-', ''))) problems.push('Your company address needs its ZIP+4 (9 digits): payers refuse a billing provider without it.');
  if (!c.memberId.trim()) problems.push('The insurance has no member id.');
  if (!c.payerId) problems.push('The payer has no electronic payer id: choose it from the payers list on the patient’s insurance.');
  for (const l of c.lines) {
    if (l.charge_cents <= 0) problems.push(`Line ${l.line_no} has no charge.`);
    if (l.diagnosis_pointers.length === 0) problems.push(`Line ${l.line_no} points to no diagnosis.`);
    if (l.diagnosis_pointers.some((p) => p < 1 || p > c.diagnoses.length)) problems.push(`Line ${l.line_no} points to a diagnosis the claim does not have.`);
  }
  return problems;
}

/** A line's state from what was posted to it. */
export function lineStatus(l: { charge_cents: number; paid_cents: number; adjustment_cents: number; patient_resp_cents: number; adjudicated: boolean }): 'open' | 'paid' | 'partially_paid' | 'denied' {
  if (!l.adjudicated) return 'open';
  if (l.paid_cents <= 0 && l.patient_resp_cents <= 0) return 'denied';
  return l.paid_cents + l.adjustment_cents + l.patient_resp_cents >= l.charge_cents ? 'paid' : 'partially_paid';
}

/** The claim's status after an adjudication from its lines' states. */
export function adjudicatedStatus(lineStates: readonly string[]): ClaimStatus {
  if (lineStates.length > 0 && lineStates.every((s) => s === 'denied')) return 'denied';
  if (lineStates.every((s) => s === 'paid')) return 'paid';
  return 'partially_paid';
}
