import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { requiredText, text } from './company';
import { PAYER_TYPES, insurancePayer } from './reference';
import { queryFlag } from './tasks';

/**
 * A payer of the shared payers list (`/api/insurances`) that the supplier works with, with the supplier's own
 * settings. Doctors see the active ones (without the notes) when they choose where to send orders.
 */
export const vendorInsurance = z.object({
  id: z.number(),
  /** Electronic payer id of the payers list. */
  payer_id: z.string(),
  payer: insurancePayer,
  /** Orders with this payer are accepted now. */
  is_active: z.boolean(),
  /** The supplier is contracted with the payer (in network). */
  in_network: z.boolean(),
  /** The supplier asks for prior authorisation before delivering for this payer. */
  requires_prior_auth: z.boolean(),
  /** The supplier's own id with the payer (Medicaid provider number, commercial provider id ...). */
  provider_number: z.string(),
  /** Internal notes; never shown to doctors. */
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VendorInsurance = z.infer<typeof vendorInsurance>;

const settings = {
  is_active: z.boolean().optional(),
  in_network: z.boolean().optional(),
  requires_prior_auth: z.boolean().optional(),
  provider_number: text(40).optional(),
  notes: text(2000).optional(),
};

export const createVendorInsuranceBody = z.object({ payer_id: requiredText('payer id', 50), ...settings });
export type CreateVendorInsuranceBody = z.infer<typeof createVendorInsuranceBody>;
/** The payer itself does not change: remove the row and add the other payer. */
export const updateVendorInsuranceBody = z.object(settings);
export type UpdateVendorInsuranceBody = z.infer<typeof updateVendorInsuranceBody>;

export const vendorInsurancesQuery = listQuery.extend({
  sortBy: z.enum(['name', 'payer_id', 'created_at']).optional(),
  type: z.enum(PAYER_TYPES).optional(),
  is_active: queryFlag.optional(),
});
export type VendorInsurancesQuery = z.infer<typeof vendorInsurancesQuery>;

/** Foundation §2 supplier menu: Insurances is for non-staff suppliers only. */
const owner = { roles: ['supplier'], nonStaffOnly: true } as const;
const insuranceParams = z.object({ insuranceId: idParam });

export const listVendorInsurances = endpoint({
  method: 'GET',
  path: '/api/vendor/insurances',
  access: owner,
  summary: 'Payers the company works with; search by payer name or id, filter by type and is_active.',
  query: vendorInsurancesQuery,
  response: pageOf(vendorInsurance),
});

export const createVendorInsurance = endpoint({
  method: 'POST',
  path: '/api/vendor/insurances',
  access: owner,
  summary: 'Adds a payer of the payers list (once per payer) with its settings. Answers 201.',
  body: createVendorInsuranceBody,
  response: dataOf(vendorInsurance),
});

export const updateVendorInsurance = endpoint({
  method: 'PUT',
  path: '/api/vendor/insurances/{insuranceId}',
  access: owner,
  summary: 'Changes the settings of a payer of the list (fields not sent stay).',
  params: insuranceParams,
  body: updateVendorInsuranceBody,
  response: dataOf(vendorInsurance),
});

export const deleteVendorInsurance = endpoint({
  method: 'DELETE',
  path: '/api/vendor/insurances/{insuranceId}',
  access: owner,
  summary: 'Removes a payer from the list; answers 204.',
  params: insuranceParams,
});

export const vendorInsurancesEndpoints = [
  listVendorInsurances,
  createVendorInsurance,
  updateVendorInsurance,
  deleteVendorInsurance,
] as const;
