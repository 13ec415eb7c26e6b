/**
 * The mail texts the product sends, with the product's defaults. A company may keep its own version of each
 * (message_texts); senders render through `companyText` (texts.service.ts). Ids are stable: the settings screen and
 * `PUT /api/vendor/system/texts/{textId}` address a text by them. Only texts some sender really sends are listed:
 * a text here that nothing sends would be an editor with no effect.
 */
export interface CatalogueText {
  id: number;
  key: string;
  name: string;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  /** Placeholder -> what it becomes (shown in the editor). */
  placeholders: Record<string, string>;
  /** Placeholders the text must keep: a link mail without {link} would send nothing usable. */
  required: string[];
}

const link = 'the link to open (a short link)';
const expires = 'how many days the link stays valid';

export const TEXT_CATALOGUE: readonly CatalogueText[] = [
  {
    id: 1,
    key: 'order-sign-link',
    name: 'Signing link for the prescriber',
    channel: 'mail',
    recipient: 'the prescriber',
    subject: 'Order #{order_number} waits for your signature',
    body: '{practice_name}: order #{order_number} waits for your signature.\n\nOpen this link to review and sign it: {link}\n\nThe link works once and expires in {expires_days} days.',
    // No patient placeholder: the mail goes to an office inbox and must not carry patient data.
    placeholders: { company_name: 'your company', practice_name: "the prescriber's practice", order_number: 'the order number', link, expires_days: expires },
    required: ['link'],
  },
  {
    id: 2,
    key: 'order-quiz-link',
    name: 'Questionnaire link for the patient',
    channel: 'mail',
    recipient: 'the patient',
    subject: 'Questions about your order #{order_number}',
    body: '{company_name} asks you a few questions about the equipment of order #{order_number}.\n\nOpen this link to answer them: {link}\n\nThe link works once and expires in {expires_days} days.',
    placeholders: { company_name: 'your company', patient_name: "the patient's name", order_number: 'the order number', link, expires_days: expires },
    required: ['link'],
  },
  {
    id: 3,
    key: 'hipaa-consent-link',
    name: 'HIPAA consent link for the patient',
    channel: 'mail',
    recipient: 'the patient',
    subject: 'Please review and sign a HIPAA consent',
    body: '{company_name} asks you to review and sign its HIPAA privacy consent.\n\nOpen this link: {link}\n\nThe link expires in {expires_days} days.',
    placeholders: { company_name: 'your company', patient_name: "the patient's name", link, expires_days: expires },
    required: ['link'],
  },
  {
    id: 4,
    key: 'doctor-invitation',
    name: 'Invitation of a doctor to the portal',
    channel: 'mail',
    recipient: 'the doctor',
    subject: 'You are invited to the DME ordering portal',
    body: '{company_name} added {doctor_name} to the DME ordering portal, to exchange equipment orders online.\n\nOpen this link to confirm your NPI, complete your profile and sign the participation agreement:\n{link}\n\nIf you do not know this supplier, ignore this message.',
    placeholders: { company_name: 'your company', doctor_name: "the doctor's name", link },
    required: ['link'],
  },
];

export type TextKey = 'order-sign-link' | 'order-quiz-link' | 'hipaa-consent-link' | 'doctor-invitation';

export const catalogueText = (key: TextKey): CatalogueText => TEXT_CATALOGUE.find((t) => t.key === key)!;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Fills `{name}` placeholders; a name without a value stays as written (saving refuses unknown names). */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
