import { z } from 'zod';
import { isValidNpi } from '../format/npi';
import { phoneNumber } from './doctor-profile';

// Field rules shared by the supplier-company and supplier-doctor declarations.

export const text = (max = 200) => z.string().trim().max(max, `Must not be longer than ${max} characters.`);
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** 10 digits with the CMS check digit; dashes and spaces of a masked input are dropped. */
export const npiNumber = z
  .string({ error: 'The NPI field is required.' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine(isValidNpi, 'The NPI must be 10 digits starting with 1 or 2, with a valid check digit.');

/** Employer identification number, `##-#######`; stored as its 9 digits. */
export const taxId = z
  .string()
  .trim()
  .regex(/^\d{2}-?\d{7}$/, 'The tax id must be ##-#######.')
  .transform((v) => v.replace(/\D/g, ''));

/** '' clears an optional value; anything else must pass the rule. */
export const clearableOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);
export const optionalPhone = clearableOr(phoneNumber);

export { addressFields, addressOut } from './address';

export const labelledPhones = z.array(z.object({ phone: z.string(), label: z.string() }));
export const labelledEmails = z.array(z.object({ email: z.string(), label: z.string() }));
