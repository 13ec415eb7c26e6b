import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, messageResponse } from './common';
import { chartHashParams, signChartBody } from './charts';

// The public HIPAA consent page (`/sign/hipaa/{token}`) that `doctor/patients/hipaa/{id}/send-link` mails: the
// patient reads the practice's consent and signs it without signing in; the signature is recorded on the
// patient's consent and a signed PDF joins the patient's documents.

/** The consent the patient signs ({practice} is the practice's name). */
export const HIPAA_CONSENT_TEXT = [
  '{practice} and the suppliers it orders medical equipment from use and share your health information to treat you, to arrange and deliver your equipment, and to bill your insurance for it, as the HIPAA Privacy Rule allows.',
  'You may ask to see or copy your records, to correct them, and to know who they were shared with. You may ask us to limit how your information is used, and to reach you in a particular way.',
  'By signing, you acknowledge that you have been told how your health information is used and shared, and you consent to its use for your treatment, payment and health care operations. You may withdraw this consent in writing at any time; it does not affect what was done before.',
].join('\n\n');

export const publicHipaaConsent = z.object({
  practice: z.string(),
  /** The consent's text with the practice named. */
  text: z.string(),
  expires_at: z.string(),
});
export type PublicHipaaConsent = z.infer<typeof publicHipaaConsent>;

export const publicHipaa = {
  show: endpoint({
    method: 'GET',
    path: '/api/sign/hipaa/{hash}',
    access: 'public',
    summary: 'The HIPAA consent behind a link (the practice and the text; no patient data). Unknown 404; signed or expired 410.',
    params: chartHashParams,
    response: dataOf(publicHipaaConsent),
  }),
  sign: endpoint({
    method: 'POST',
    path: '/api/sign/hipaa/{hash}',
    access: 'public',
    summary: "The patient signs the consent: recorded on the patient's consent, with a signed PDF in the patient's documents; the link is then used up.",
    params: chartHashParams,
    body: signChartBody,
    response: messageResponse,
  }),
};

export const hipaaConsentEndpoints = Object.values(publicHipaa);
