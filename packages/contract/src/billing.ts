/**
 * Billing (issue 11): claim statuses, priorities, lists and the rules the web shows before the server refuses.
 * A claim is per suborder and payer; money is integer cents everywhere.
 */

export const CLAIM_STATUSES = ['draft', 'ready', 'submitted', 'accepted', 'rejected', 'paid', 'partially_paid', 'denied', 'appealed', 'closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = {
  draft: 'Draft',
  ready: 'Ready to submit',
  submitted: 'Submitted',
  accepted: 'Accepted by payer',
  rejected: 'Rejected',
  paid: 'Paid',
  partially_paid: 'Partially paid',
  denied: 'Denied',
  appealed: 'Appealed',
  closed: 'Closed',
};
export const claimStatusName = (s: string): string => (CLAIM_STATUS_LABELS as Record<string, string>)[s] ?? 'Unknown';

/** Claims that may still be changed by hand: nothing has gone to the payer, or the payer refused it. */
export const EDITABLE_CLAIM_STATUSES: readonly ClaimStatus[] = ['draft', 'ready', 'rejected', 'denied'];
/** Claims that may be deleted: never sent, or rejected before adjudication (nothing was paid). */
export const DELETABLE_CLAIM_STATUSES: readonly ClaimStatus[] = ['draft', 'ready', 'rejected'];
/** Claims the payer has adjudicated: an appeal or a secondary claim may follow. */
export const ADJUDICATED_CLAIM_STATUSES: readonly ClaimStatus[] = ['paid', 'partially_paid', 'denied'];

export const CLAIM_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type ClaimPriority = (typeof CLAIM_PRIORITIES)[number];

export const PAYER_SEQUENCES = ['primary', 'secondary'] as const;
export type PayerSequence = (typeof PAYER_SEQUENCES)[number];

/** Adjustment group codes of X12 CAS01 with what billers call them. */
export const ADJUSTMENT_GROUPS = { CO: 'Contractual obligation', PR: 'Patient responsibility', OA: 'Other adjustment', PI: 'Payer initiated', CR: 'Correction' } as const;
export type AdjustmentGroup = keyof typeof ADJUSTMENT_GROUPS;

/** Place of service codes a DME claim uses; 12 (home) is the default. */
export const PLACES_OF_SERVICE = { '12': 'Home', '11': 'Office', '13': 'Assisted living', '31': 'Skilled nursing facility', '32': 'Nursing facility', '33': 'Custodial care facility' } as const;

export const CLEARINGHOUSE_KINDS = ['local', 'claim_md'] as const;
export type ClearinghouseKindKey = (typeof CLEARINGHOUSE_KINDS)[number];

export const ELIGIBILITY_STATUSES = ['pending', 'answered', 'error'] as const;

/** How long an eligibility answer counts for the Intake checklist. */
export const ELIGIBILITY_FRESH_DAYS = 30;

/** X12 271 codes as people read them (EB03 service types, EB02 coverage levels, EB06 time periods). */
export const SERVICE_TYPE_LABELS: Readonly<Record<string, string>> = {
  '1': 'Medical care',
  '12': 'DME purchase',
  '18': 'DME rental',
  '30': 'Health benefit plan',
  '33': 'Chiropractic',
  '35': 'Dental',
  '47': 'Hospital',
  '48': 'Hospital inpatient',
  '50': 'Hospital outpatient',
  '86': 'Emergency services',
  '88': 'Pharmacy',
  '98': 'Professional (physician) visit',
  AL: 'Vision',
  MH: 'Mental health',
  UC: 'Urgent care',
};
export const COVERAGE_LEVEL_LABELS: Readonly<Record<string, string>> = {
  IND: 'Individual',
  FAM: 'Family',
  EMP: 'Employee',
  ESP: 'Employee and spouse',
  ECH: 'Employee and children',
  CHD: 'Children',
  DEP: 'Dependents',
  SPC: 'Spouse and children',
};
export const TIME_PERIOD_LABELS: Readonly<Record<string, string>> = {
  '6': 'Hour',
  '7': 'Day',
  '21': 'Years',
  '22': 'Service year',
  '23': 'Calendar year',
  '24': 'Year to date',
  '25': 'Contract',
  '26': 'Episode',
  '27': 'Visit',
  '28': 'Outlier',
  '29': 'Remaining',
  '30': 'Exceeded',
  '31': 'Not exceeded',
  '32': 'Lifetime',
  '33': 'Lifetime remaining',
  '34': 'Month',
  '35': 'Week',
  '36': 'Admission',
};
/** A code with its label when known: `23` -> "Calendar year", an unknown one as it came. */
export const labelOf = (labels: Readonly<Record<string, string>>, code: string | null): string => (code === null ? '—' : (labels[code] ?? code));
