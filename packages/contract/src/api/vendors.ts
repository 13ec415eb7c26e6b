import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { addressOut, labelledEmails, labelledPhones, text } from './company';
import { PAYER_TYPES } from './reference';
import { queryFlag } from './tasks';

// The doctor side of suppliers: a directory of supplier companies and the practice's preferred-supplier settings.

/** A payer a supplier accepts, as doctors see it (the supplier's internal notes are left out). */
export const acceptedInsurance = z.object({
  payer_id: z.string(),
  name: z.string(),
  type: z.enum(PAYER_TYPES),
  in_network: z.boolean(),
  requires_prior_auth: z.boolean(),
});
export type AcceptedInsurance = z.infer<typeof acceptedInsurance>;

export const supplierSummary = z.object({
  id: z.number(),
  name: z.string(),
  npi: z.string().nullable(),
  /** First phone and e-mail of the company profile ('' when none). */
  phone: z.string(),
  email: z.string(),
  ...addressOut,
  /** Active payers the supplier accepts. */
  insurances_count: z.number(),
  /** The caller's practice marked it as a preferred supplier. */
  is_preferred: z.boolean(),
});
export type SupplierSummary = z.infer<typeof supplierSummary>;

export const supplierDetail = supplierSummary.extend({
  fax: z.string(),
  website: z.string(),
  phones: labelledPhones,
  emails: labelledEmails,
  insurances: z.array(acceptedInsurance),
});
export type SupplierDetail = z.infer<typeof supplierDetail>;

export const vendorsQuery = listQuery.extend({
  sortBy: z.enum(['name', 'city']).optional(),
  /** Only suppliers the practice marked preferred. */
  preferred: queryFlag.optional(),
  /** Only suppliers accepting this payer (electronic payer id). */
  payer_id: text(50).optional(),
});
export type VendorsQuery = z.infer<typeof vendorsQuery>;

/** The practice's settings for one supplier: which of its payers' orders the practice sends there. */
export const preferredSupplier = z.object({
  vendor_id: z.number(),
  is_preferred: z.boolean(),
  insurances: z.array(acceptedInsurance.extend({ is_selected: z.boolean() })),
  /** False for doctor staff: the settings are the prescriber's. */
  can_edit: z.boolean(),
  updated_at: z.string().nullable(),
});
export type PreferredSupplier = z.infer<typeof preferredSupplier>;

export const savePreferredSupplierBody = z.object({
  is_preferred: z.boolean().optional(),
  /** The full selection: electronic payer ids among the supplier's active payers. */
  payer_ids: z.array(z.string().trim().min(1).max(50)).max(200, 'At most 200 payers.').optional(),
});
export type SavePreferredSupplierBody = z.infer<typeof savePreferredSupplierBody>;

const doctor = { roles: ['doctor'] } as const;
const vendorParams = z.object({ vendorId: idParam });

export const listDoctorVendors = endpoint({
  method: 'GET',
  path: '/api/doctor/vendors',
  access: doctor,
  summary: 'Supplier companies; search by name, city or NPI; filter preferred and payer_id. Preferred ones first.',
  query: vendorsQuery,
  response: pageOf(supplierSummary),
});

export const getDoctorVendor = endpoint({
  method: 'GET',
  path: '/api/doctor/vendors/{vendorId}',
  access: doctor,
  summary: 'One supplier company with its contacts and accepted payers; 404 for an id that is not a supplier.',
  params: vendorParams,
  response: dataOf(supplierDetail),
});

export const getPreferredSupplier = endpoint({
  method: 'GET',
  path: '/api/doctor/vendors/{vendorId}/insurances',
  access: doctor,
  summary: "The supplier's active payers, each marked when the practice sends that payer's orders there.",
  params: vendorParams,
  response: dataOf(preferredSupplier),
});

export const savePreferredSupplier = endpoint({
  method: 'PUT',
  path: '/api/doctor/vendors/{vendorId}/insurances',
  access: doctor,
  summary: 'Saves the practice settings for the supplier (owner only); absent fields keep their value.',
  params: vendorParams,
  body: savePreferredSupplierBody,
  response: dataOf(preferredSupplier),
});

export const vendorsEndpoints = [listDoctorVendors, getDoctorVendor, getPreferredSupplier, savePreferredSupplier] as const;
