// The domain shapes of the X12 layer, consumed by the billing service. Amounts are integer cents; dates are
// 'YYYY-MM-DD' strings.

export interface X12Envelope {
  senderId: string;
  receiverId: string;
  /** ISA13 = GS06, 1..999999999 */
  controlNumber: number;
  createdAt: Date;
  usage: 'P' | 'T';
}

export interface Address {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zip: string;
}

export interface Person {
  lastName: string;
  firstName: string;
  middleName?: string;
}

export type Gender = 'M' | 'F' | 'U';

export interface Adjustment {
  group: 'CO' | 'PR' | 'OA' | 'PI' | 'CR';
  reason: string;
  amountCents: number;
  quantity?: number;
}

// ------------------------------------------------------------------ 837P (005010X222A1)

export interface Batch837 {
  envelope: X12Envelope;
  /** loop 1000A */
  submitter: { name: string; id: string; contactName: string; phone: string };
  /** loop 1000B */
  receiver: { name: string; id: string };
  /** loop 2010AA (the tax id is an EIN) */
  billing: { name: string; npi: string; taxId: string; address: Address };
  claims: Claim837[];
}

export interface Claim837 {
  /** CLM01, at most 20 characters, ours */
  patientControlNumber: string;
  /** CLM05-3: 1 original, 7 replacement, 8 void */
  frequency: '1' | '7' | '8';
  /** The payer's claim number of the claim being replaced or voided (REF*F8): required for frequency 7 and 8. */
  originalClaimNumber?: string;
  /** CLM05-1, '12' (home) by default */
  placeOfService: string;
  /** SBR01 */
  payerSequence: 'P' | 'S' | 'T';
  /** loop 2010BB; filingIndicator is SBR09 (CI commercial, MB Medicare Part B, MC Medicaid ...), 'CI' when absent */
  payer: { name: string; payerId: string; filingIndicator?: string };
  subscriber: Person & { memberId: string; groupNumber?: string; dob: string; gender: Gender; address: Address };
  /** null when the patient is the subscriber (SBR02 = 18, no 2000C loop); otherwise the patient loop 2000C/2010CA. */
  patient: (Person & { dob: string; gender: Gender; address: Address; relationship: '01' | '19' | 'G8' }) | null;
  /** ICD-10-CM codes, with or without the dot; HI ABK then ABF, at most 12 */
  diagnoses: string[];
  /** 2310A, NM1*DN */
  referring: Person & { npi: string };
  /** REF*G1 */
  priorAuthNumber?: string;
  lines: Line837[];
  /** For a secondary (or tertiary) claim: what earlier payers did (2320/2330A/2330B, 2430 SVD/CAS/DTP*573). */
  otherPayers?: OtherPayer837[];
}

export interface Line837 {
  /** REF*6R, our line id */
  lineControl: string;
  hcpcs: string;
  /** up to 4 */
  modifiers: string[];
  chargeCents: number;
  units: number;
  /** DTP*472 D8, or RD8 with serviceDateEnd */
  serviceDate: string;
  serviceDateEnd?: string;
  /** 1-based into the claim's diagnoses, 1 to 4 of them */
  diagnosisPointers: number[];
}

export interface OtherPayer837 {
  sequence: 'P' | 'S' | 'T';
  payer: { name: string; payerId: string; filingIndicator?: string };
  /** relationship of the patient to this payer's subscriber (2320 SBR02), '18' (self) when absent */
  relationship?: string;
  subscriber: Person & { memberId: string; groupNumber?: string };
  /** AMT*D in 2320 */
  paidCents: number;
  /** DTP*573 per line */
  adjudicationDate: string;
  /** 2320 CAS */
  claimAdjustments: Adjustment[];
  /** 2430 */
  lines: { lineControl: string; hcpcs: string; modifiers: string[]; paidCents: number; units: number; adjustments: Adjustment[] }[];
}

/** Strict read of an 837P (ours or the samples): enough to check what we sent. */
export interface Parsed837 {
  controlNumber: number;
  transactionCount: number;
  segmentCounts: { st: string; declared: number; actual: number }[];
  claims: {
    patientControlNumber: string;
    totalCents: number;
    lineSumCents: number;
    payerSequence: string;
    diagnoses: string[];
    lines: { hcpcs: string; modifiers: string[]; chargeCents: number; units: number; serviceDate: string }[];
    otherPayerPaidCents: number | null;
  }[];
}

// ------------------------------------------------------------------ 835 (005010X221A1)

export interface Remittance835 {
  /** ISA13 as written */
  controlNumber: string;
  /** ST02 */
  transactionControlNumber: string;
  /** BPR, TRN */
  payment: { totalCents: number; creditDebit: 'C' | 'D'; method: string; date: string | null; traceNumber: string; payerIdentifier: string };
  payer: { name: string; id: string | null };
  payee: { name: string; npi: string | null; taxId: string | null };
  claims: RemittanceClaim[];
  /** PLB (positive = taken back) */
  providerAdjustments: { reason: string; reference: string; amountCents: number }[];
  /** BPR02 = sum of CLP04 - sum of PLB amounts */
  balanced: boolean;
  expectedTotalCents: number;
}

export interface RemittanceClaim {
  patientControlNumber: string;
  /** CLP02 and its text: 1 processed as primary, 2 secondary, 3 tertiary, 4 denied, 19..23, 25 */
  statusCode: string;
  statusText: string;
  chargeCents: number;
  paidCents: number;
  patientResponsibilityCents: number;
  payerClaimControlNumber: string;
  filingIndicator: string;
  patient: Person & { memberId: string | null };
  /** claim-level CAS */
  adjustments: Adjustment[];
  /** MOA (and MIA) remark codes */
  remarkCodes: string[];
  services: RemittanceService[];
}

export interface RemittanceService {
  hcpcs: string;
  modifiers: string[];
  chargeCents: number;
  paidCents: number;
  units: number;
  /** DTM*472 (or 150) */
  serviceDate: string | null;
  /** REF*6R */
  lineControl: string | null;
  /** AMT*B6 */
  allowedCents: number | null;
  /** CAS */
  adjustments: Adjustment[];
  /** LQ*HE */
  remarkCodes: string[];
}

// ------------------------------------------------------------------ 270/271 (005010X279A1)

export interface Eligibility270 {
  envelope: X12Envelope;
  traceNumber: string;
  payer: { name: string; payerId: string };
  provider: { name: string; npi: string };
  subscriber: Person & { memberId: string; dob: string; gender?: Gender };
  serviceDate: string;
  /** '12' DME purchase, '18' DME rental, '30' the plan */
  serviceTypes: string[];
}

export interface Benefit271 {
  /** EB01 and its label */
  code: string;
  label: string;
  serviceTypes: string[];
  coverageLevel: string | null;
  timePeriod: string | null;
  amountCents: number | null;
  /** EB08 as a percent (0.2 -> 20) */
  percent: number | null;
  inNetwork: boolean | null;
  /** MSG texts following the EB */
  messages: string[];
  planName: string | null;
}

export interface Eligibility271 {
  /** TRN02 echoed in 2000C/2000D */
  traceNumber: string | null;
  payer: { name: string; id: string | null };
  subscriber: (Person & { memberId: string | null; dob: string | null; groupNumber: string | null }) | null;
  /** 2100D when the answer is about a dependent */
  dependent: (Person & { dob: string | null }) | null;
  /** EB01 1..5 active, 6..8 inactive, null unknown */
  active: boolean | null;
  /** EB05 / DTP*346/347/291/307 */
  planName: string | null;
  coverageStart: string | null;
  coverageEnd: string | null;
  dme: { deductibleCents: number | null; deductibleRemainingCents: number | null; coinsurancePercent: number | null; copayCents: number | null };
  benefits: Benefit271[];
  /** AAA03 and AAA04 with their text */
  errors: { code: string; meaning: string; followUp: string | null }[];
}

// ------------------------------------------------------------------ acknowledgements

export interface Ack999 {
  groupControlNumber: string;
  /** AK901 A (accepted) or E (accepted with errors) */
  accepted: boolean;
  sets: { controlNumber: string; accepted: boolean; errors: string[] }[];
}

export interface ClaimAck277 {
  patientControlNumber: string;
  payerClaimNumber: string | null;
  accepted: boolean;
  statusCategory: string;
  statusCode: string;
  message: string;
}
