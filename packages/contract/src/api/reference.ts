import { z } from 'zod';
import { endpoint } from '../endpoint';
import { US_STATE_CODES } from '../reference/places';
import { listQuery, pageOf } from './common';

// --- diagnoses (ICD-10-CM) -------------------------------------------------------------------------------

export const diagnosis = z.object({
  id: z.number(),
  /** Without the dot, as claims carry it (`G4733`). */
  code: z.string(),
  /** With the dot, as people read it (`G47.33`). */
  code_dotted: z.string(),
  description: z.string(),
});
export type Diagnosis = z.infer<typeof diagnosis>;

export const diagnosesQuery = listQuery.extend({
  /** Relevance when searching by words, code order otherwise. */
  sortBy: z.enum(['relevance', 'code']).optional(),
});
export type DiagnosesQuery = z.infer<typeof diagnosesQuery>;

export const findDiagnoses = endpoint({
  method: 'GET',
  path: '/api/diagnoses',
  access: 'authenticated',
  summary:
    'Billable ICD-10-CM codes. `search` is a code prefix (`G47.3`, `g473`) or words matched as prefixes (`sleep apn`); words rank by relevance.',
  query: diagnosesQuery,
  response: pageOf(diagnosis),
});

// --- payers ----------------------------------------------------------------------------------------------

export const PAYER_TYPES = ['medicare', 'medicaid', 'commercial'] as const;
export type PayerType = (typeof PAYER_TYPES)[number];

export const insurancePayer = z.object({
  id: z.number(),
  /** Electronic payer id used on claims. */
  payer_id: z.string(),
  name: z.string(),
  type: z.enum(PAYER_TYPES),
  address_1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  /** States a regional payer serves; empty for a nationwide one. */
  states: z.array(z.string()),
});
export type InsurancePayer = z.infer<typeof insurancePayer>;

const stateCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((s) => US_STATE_CODES.includes(s), 'The state must be a US state code.');

export const insurancesQuery = listQuery.extend({
  type: z.enum(PAYER_TYPES).optional(),
  /** Payers serving this state (nationwide payers included). */
  state: stateCode.optional(),
});

export const findInsurances = endpoint({
  method: 'GET',
  path: '/api/insurances',
  access: 'authenticated',
  summary: 'Insurance payers, searchable by name or payer id, filterable by type and state.',
  query: insurancesQuery,
  response: pageOf(insurancePayer),
});

// --- tags ------------------------------------------------------------------------------------------------

export const tag = z.object({ id: z.number(), name: z.string(), color: z.string() });
export type Tag = z.infer<typeof tag>;

export const findTags = endpoint({
  method: 'GET',
  path: '/api/system/tags',
  access: 'authenticated',
  summary: "The caller's account tags, by name (empty for users without an account).",
  query: listQuery,
  response: pageOf(tag),
});

// --- cities ----------------------------------------------------------------------------------------------

export const cityPlace = z.object({
  city: z.string(),
  state: z.string(),
  county: z.string(),
  /** The ZIP asked for; for a city row (state lookups), its lowest ZIP. */
  zip: z.string(),
  /** Every ZIP of the row: one for ZIP lookups, all of the city's for state lookups. */
  zips: z.array(z.string()),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type CityPlace = z.infer<typeof cityPlace>;

export const citiesQuery = listQuery
  .extend({
    /** Five digits for one ZIP, or its first 3-4 digits for a prefix. */
    zip: z
      .string()
      .trim()
      .regex(/^\d{3,5}$/, 'The zip must be 3 to 5 digits.')
      .optional(),
    state: stateCode.optional(),
  })
  .refine((q) => q.zip !== undefined || q.state !== undefined, { message: 'Give a zip or a state.', path: ['zip'] });

export const findCities = endpoint({
  method: 'GET',
  path: '/api/system/cities',
  access: 'authenticated',
  summary:
    'Places by ZIP (one row per ZIP and place) or by state (one row per city with its ZIPs; `search` is a city-name prefix). 422 without zip or state.',
  query: citiesQuery,
  response: pageOf(cityPlace),
});

export const referenceEndpoints = [findDiagnoses, findInsurances, findTags, findCities] as const;
