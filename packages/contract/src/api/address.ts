import { z } from 'zod';
import { US_STATE_CODES } from '../reference';

// The one postal-address schema of companies, departments, doctors' offices, warehouses and distributors (patients'
// addresses are records of their own with required fields: api/patients.ts). Kept free of other contract files so
// every declaration can import it without a cycle.

const line = (max: number) => z.string().trim().max(max, `Must not be longer than ${max} characters.`);

/** An address as a form sends it: every part optional, '' clears it. */
export const addressFields = {
  address_1: line(200).optional(),
  address_2: line(200).optional(),
  city: line(100).optional(),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || US_STATE_CODES.includes(v), 'The state must be a US state code.')
    .optional(),
  zip: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{5}(-?\d{4})?$/.test(v), 'The zip must be 5 digits, or ZIP+4 (9 digits, which claims need).')
    .optional(),
};

/** An address as answers carry it, with the one-line form for lists and labels. */
export const addressOut = {
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  full_address: z.string(),
};
