import { z } from 'zod';
import { manualPaymentBody, updateClaimBody, type ClaimDetail, type ManualPaymentBody } from '@dme/contract';
import { centsToInput, dollarsToCents } from '../money';

/** Dollars as typed ("12.50"), checked here and sent as cents. */
const dollars = (message: string) => z.string().refine((text) => dollarsToCents(text) !== null, message);
/** Dollars that may carry a leading minus (an adjustment that gives money back). */
const signedDollars = (message: string) => z.string().refine((text) => dollarsToCents(text.trim().replace(/^-/, '')) !== null, message);
const signedCents = (text: string) => (text.trim().startsWith('-') ? -1 : 1) * dollarsToCents(text.trim().replace(/^-/, ''))!;
type AdjustmentGroup = NonNullable<ManualPaymentBody['adjustments']>[number]['group'];
const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);

// --- payments ---------------------------------------------------------------------------------------------------

export interface AdjustmentRow {
  group: string;
  reason: string;
  /** Dollars, e.g. "-12.50". */
  amount_cents: string;
}

/** A payment as typed: named as the body's fields, so the server's field errors land on them. */
export interface PaymentValues extends Record<string, unknown> {
  amount_cents: string;
  paid_on: string;
  reference: string;
  line_id: string | null;
  adjustments: AdjustmentRow[];
}

export const emptyAdjustment = (): AdjustmentRow => ({ group: 'CO', reason: '', amount_cents: '' });

/**
 * The payment form's rules: dollars in, then the contract's body (`manualPaymentBody`: a patient's payment is the
 * same without adjustments), so the form refuses what the server would. `parse` gives the body to send.
 */
export function paymentSchema(kind: 'manual' | 'coins') {
  return z
    .object({
      amount_cents: dollars('Enter the amount in dollars, e.g. 12.50.'),
      paid_on: z.string(),
      reference: z.string(),
      line_id: z.string().nullable(),
      adjustments: z.array(
        z.object({
          group: z.string(),
          reason: z.string().trim().min(1, 'Enter the reason code.'),
          amount_cents: signedDollars('Enter the amount in dollars.'),
        }),
      ),
    })
    .transform((v): z.input<typeof manualPaymentBody> => ({
      amount_cents: dollarsToCents(v.amount_cents)!,
      paid_on: v.paid_on,
      ...(v.reference.trim() ? { reference: v.reference.trim() } : {}),
      ...(v.line_id ? { line_id: Number(v.line_id) } : {}),
      ...(kind === 'manual' && v.adjustments.length > 0
        ? {
            adjustments: v.adjustments.map((a) => ({
              group: a.group as AdjustmentGroup,
              reason: a.reason.trim().toUpperCase(),
              amount_cents: signedCents(a.amount_cents),
            })),
          }
        : {}),
    }))
    .pipe(manualPaymentBody);
}

// --- claim edit -------------------------------------------------------------------------------------------------

/** One claim line as typed: everything a string until the form builds the body; named as the body's fields. */
export interface LineDraft {
  id: number;
  label: string;
  modifiers: string;
  units: string;
  /** Dollars, e.g. "125.50". */
  charge_cents: string;
  service_date: string;
  service_date_end: string;
  diagnosis_pointers: string;
}

export interface ClaimValues extends Record<string, unknown> {
  place_of_service: string;
  prior_auth_number: string;
  diagnoses: string[];
  lines: LineDraft[];
}

export const claimValuesOf = (claim: ClaimDetail): ClaimValues => ({
  place_of_service: claim.place_of_service,
  prior_auth_number: claim.prior_auth_number ?? '',
  diagnoses: claim.diagnoses.map((d) => d.code),
  lines: claim.lines.map((l) => ({
    id: l.id,
    label: `${l.line_no}. ${l.hcpcs} ${l.description}`,
    modifiers: l.modifiers.join(' '),
    units: String(l.units),
    charge_cents: centsToInput(l.charge_cents),
    service_date: l.service_date.slice(0, 10),
    service_date_end: l.service_date_end?.slice(0, 10) ?? '',
    diagnosis_pointers: l.diagnosis_pointers.join(' '),
  })),
});

const lineDraft = z.object({
  id: z.number(),
  label: z.string(),
  modifiers: z.string(),
  units: z.string(),
  charge_cents: z.string(),
  service_date: z.string(),
  service_date_end: z.string(),
  diagnosis_pointers: z.string(),
});

/** The claim form's rules: charges in dollars and whole units here, then the contract's `updateClaimBody`. */
export const claimSchema = z
  .object({
    place_of_service: z.string(),
    prior_auth_number: z.string(),
    diagnoses: z.array(z.string()),
    lines: z.array(lineDraft).superRefine((lines, ctx) => {
      for (const [i, l] of lines.entries()) {
        if (dollarsToCents(l.charge_cents) === null)
          ctx.addIssue({ code: 'custom', path: [i, 'charge_cents'], message: `Line ${i + 1}: enter the charge in dollars (e.g. 125.50).` });
        if (!/^\d+$/.test(l.units.trim())) ctx.addIssue({ code: 'custom', path: [i, 'units'], message: `Line ${i + 1}: enter whole units.` });
      }
    }),
  })
  .transform(
    (v): z.input<typeof updateClaimBody> => ({
      place_of_service: v.place_of_service,
      prior_auth_number: v.prior_auth_number.trim() || null,
      diagnoses: v.diagnoses.map((d) => d.trim()).filter(Boolean),
      lines: v.lines.map((l) => ({
        id: l.id,
        modifiers: words(l.modifiers).map((m) => m.toUpperCase()),
        units: Number(l.units),
        charge_cents: dollarsToCents(l.charge_cents)!,
        service_date: l.service_date,
        service_date_end: l.service_date_end || null,
        diagnosis_pointers: words(l.diagnosis_pointers).map(Number),
      })),
    }),
  )
  .pipe(updateClaimBody);
