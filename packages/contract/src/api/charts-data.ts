import { z } from 'zod';

/*
 * Satisfaction survey questions and measurement-chart field sets (issue 12, item 6). Data, not screens: the
 * public pages, the supplier screens, the PDF and the server's checks all read them from here.
 */

/** The survey a patient answers after a delivery: 1-5 stars each, then an optional comment. */
export const SATISFACTION_QUESTIONS = [
  { key: 'overall', label: 'How satisfied are you with our service overall?' },
  { key: 'driver', label: 'How was the driver who delivered your equipment?' },
  { key: 'timeliness', label: 'Did your equipment arrive when we said it would?' },
  { key: 'explanation', label: 'How well was the equipment and its use explained to you?' },
] as const;
export type SatisfactionQuestionKey = (typeof SATISFACTION_QUESTIONS)[number]['key'];
export const SATISFACTION_KEYS = SATISFACTION_QUESTIONS.map((q) => q.key) as [SatisfactionQuestionKey, ...SatisfactionQuestionKey[]];

export const stars = z
  .number({ error: 'Choose 1 to 5 stars.' })
  .int('Choose 1 to 5 stars.')
  .min(1, 'Choose 1 to 5 stars.')
  .max(5, 'Choose 1 to 5 stars.');

/** Days a survey or chart-signing link stays good. */
export const CHART_LINK_TTL_DAYS = 30;

export const MEASUREMENT_KINDS = ['brace', 'compression', 'wheelchair'] as const;
export type MeasurementKind = (typeof MEASUREMENT_KINDS)[number];
export const MEASUREMENT_KIND_LABELS: Record<MeasurementKind, string> = {
  brace: 'Orthopedic brace',
  compression: 'Compression garment',
  wheelchair: 'Wheelchair seating',
};

export interface MeasurementField {
  key: string;
  label: string;
  unit: 'in' | 'lb';
  min: number;
  max: number;
  /** Needed before the chart can go for signature; the others may stay empty. */
  required: boolean;
}

const f = (key: string, label: string, unit: 'in' | 'lb', min: number, max: number, required = true): MeasurementField => ({ key, label, unit, min, max, required });

/**
 * The measurements each kind of equipment is fitted from, in inches (weights in pounds), with plausible bounds so
 * a slip of the finger (45 for 4.5) is caught when saved. Compression points follow the usual cB/cC/cD/cG labels.
 */
export const MEASUREMENT_FIELDS: Record<MeasurementKind, readonly MeasurementField[]> = {
  brace: [
    f('circ_above', 'Circumference 6 in above the joint', 'in', 4, 40),
    f('circ_joint', 'Circumference at the joint centre', 'in', 4, 40),
    f('circ_below', 'Circumference 6 in below the joint', 'in', 3, 40),
    f('length', 'Limb length (joint centre to end)', 'in', 3, 45, false),
    f('height', 'Patient height', 'in', 24, 96, false),
    f('weight', 'Patient weight', 'lb', 20, 800, false),
  ],
  compression: [
    f('cb', 'Ankle, smallest circumference (cB)', 'in', 4, 25),
    f('cc', 'Calf, largest circumference (cC)', 'in', 6, 35),
    f('cd', 'Below the knee (cD)', 'in', 6, 35),
    f('cg', 'Upper thigh (cG)', 'in', 10, 50, false),
    f('ld', 'Floor to below the knee (lD)', 'in', 8, 30),
    f('lg', 'Floor to upper thigh (lG)', 'in', 15, 45, false),
  ],
  wheelchair: [
    f('hip_width', 'Hip width, seated', 'in', 8, 36),
    f('seat_depth', 'Back of hip to back of knee', 'in', 8, 30),
    f('back_height', 'Seat to shoulder blade', 'in', 8, 36),
    f('leg_length', 'Back of knee to heel', 'in', 8, 30),
    f('arm_height', 'Seat to elbow', 'in', 4, 20, false),
    f('weight', 'Patient weight', 'lb', 20, 800),
  ],
};

/** What the chart of an order item is in: values saved, link sent to the patient, or signed (then fixed). */
export const MEASUREMENT_STATUSES = ['filled', 'sent', 'signed'] as const;
export type MeasurementStatus = (typeof MEASUREMENT_STATUSES)[number];

/** Where survey answers are: waiting for the patient, answered, or the link ran out unanswered. */
export const SATISFACTION_STATUSES = ['open', 'answered', 'expired'] as const;
export type SatisfactionStatus = (typeof SATISFACTION_STATUSES)[number];

/** Missing required fields and out-of-range values of a kind's field set, by field key. */
export function measurementProblems(kind: MeasurementKind, values: Record<string, number | null | undefined>, requireAll: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  const fields = MEASUREMENT_FIELDS[kind];
  for (const key of Object.keys(values)) if (!fields.some((x) => x.key === key)) problems[key] = `There is no "${key}" measurement for this kind of chart.`;
  for (const field of fields) {
    const v = values[field.key];
    if (v === null || v === undefined) {
      if (requireAll && field.required) problems[field.key] = `${field.label} is required.`;
      continue;
    }
    if (v < field.min || v > field.max) problems[field.key] = `${field.label} must be between ${field.min} and ${field.max} ${field.unit}.`;
  }
  return problems;
}
