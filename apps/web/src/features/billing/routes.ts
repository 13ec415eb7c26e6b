import { href, type WebRouteName } from '@dme/contract';

/** The billing bar: every billing list, in the order billers work through them. */
export const BILLING_NAV = [
  { key: 'claims', label: 'Claims', route: 'supplier.billing.claims.list' },
  { key: 'coins', label: 'Coins', route: 'supplier.billing.coins' },
  { key: 'declined', label: 'Declined', route: 'supplier.billing.declined' },
  { key: 'pending', label: 'Pending', route: 'supplier.billing.pending' },
  { key: 'suborders', label: 'Ready for billing', route: 'supplier.billing.suborders' },
  { key: 'era', label: 'ERA', route: 'supplier.billing.era.list' },
  { key: 'eligibility', label: 'Eligibility', route: 'supplier.billing.eligibility.list' },
] as const satisfies readonly { key: string; label: string; route: WebRouteName }[];
export type BillingNavKey = (typeof BILLING_NAV)[number]['key'];

export const billingNavHref = (key: BillingNavKey) => href(BILLING_NAV.find((n) => n.key === key)!.route);
export const claimHref = (claimId: number) => href('supplier.billing.claims.show', { claimId });
export const secondaryClaimHref = (primaryClaimId: number) => href('supplier.billing.claims.new', { claimId: primaryClaimId });
export const eraHref = (eraId: number) => href('supplier.billing.era.show', { eraId });
export const eligibilityHref = (id: number) => href('supplier.billing.eligibility.show', { id });
export const patientHref = (patientId: number) => href('supplier.patients.show.info', { patientId });
export const suborderHref = (suborderId: number) => href('supplier.shipping.show.general-info', { suborderId });

/** A route's numeric id param, or NaN for anything else (the screens then say "not found"). */
export const idOf = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);
export const isId = (value: number) => Number.isInteger(value) && value > 0;
