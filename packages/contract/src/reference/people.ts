/** Reference lists of foundation §3. */
export const GENDERS = [
  { id: 'M', title: 'Male' },
  { id: 'F', title: 'Female' },
] as const;
export type Gender = (typeof GENDERS)[number]['id'];

export const LANGUAGES = [
  'English',
  'German',
  'Spanish',
  'Italian',
  'French',
  'Portuguese',
  'Russian',
  'Chinese',
  'Japanese',
  'Hindi',
  'Hebrew',
  'Farsi',
  'Romanian',
  'Armenian',
  'Georgian',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** Relationship to the insured: Self (true) or Depend (false). */
export const RELATIONSHIPS = [
  { id: true, title: 'Self' },
  { id: false, title: 'Depend' },
] as const;

export const INSURANCE_TYPES = ['primary', 'secondary'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];

/** Refill / usage frequency in months. */
export const FREQUENCIES_IN_MONTHS = [1, 2, 3, 6, 12, 24, 36, 60] as const;
