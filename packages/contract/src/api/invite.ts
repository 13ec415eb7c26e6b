import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf } from './common';
import { currentUser } from './user';

/** Image types the signature pad may send (foundation §5). */
export const SIGNATURE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
/** Largest accepted signature image, decoded. A pad drawing is a few tens of KB. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;

/** `data:image/png;base64,...` (png, jpeg or svg) within the size limit; the server also checks the bytes. */
export const signatureDataUrl = z
  .string({ error: 'The signature is required.' })
  .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64, 'The signature image is too large.')
  .regex(/^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/, 'The signature must be a PNG, JPEG or SVG image.');

export const signedAgreement = z.object({
  id: z.number(),
  version: z.string(),
  /** 1 for the first signature; signing again adds the next revision and never changes an earlier one. */
  revision: z.number(),
  title: z.string(),
  content_hash: z.string(),
  signer_name: z.string(),
  signed_at: z.string(),
  pdf_sha256: z.string(),
  pdf_size: z.number(),
});
export type SignedAgreement = z.infer<typeof signedAgreement>;

export const agreementPreview = z.object({
  title: z.string(),
  text: z.string(),
  version: z.string(),
  /** SHA-256 (hex) of the text: send it back with the signature to sign exactly what was shown. */
  content_hash: z.string(),
  /** The latest signature of this doctor, if any. */
  signed: signedAgreement.nullable(),
});

const inviteAccess = { roles: ['doctor'] } as const;

export const inviteDoctorPreview = endpoint({
  method: 'GET',
  path: '/api/doctor/invite/preview',
  access: inviteAccess,
  temporary: ['invite'],
  summary: "The participation agreement to sign, filled with the doctor's name, NPI and practice.",
  response: dataOf(agreementPreview),
});

export const inviteDoctorSign = endpoint({
  method: 'POST',
  path: '/api/doctor/invite/sign',
  access: inviteAccess,
  temporary: ['invite'],
  summary:
    'Signs the agreement with a signature image; stores it with a PDF carrying the image, signer, time and content hash. 409 when content_hash no longer matches the text.',
  body: z.object({
    signature: signatureDataUrl,
    content_hash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'The content hash is not valid.')
      .optional(),
  }),
  response: dataOf(signedAgreement),
});

export const inviteDoctorFinish = endpoint({
  method: 'POST',
  path: '/api/doctor/invite/finish',
  access: inviteAccess,
  temporary: ['invite'],
  summary:
    'Completes the wizard: needs the profile (name, phone, e-mail), an office with its address and a signed agreement (else 422 listing what is missing). Verifies the doctor, ends the invitation token and answers the main token.',
  response: z.object({ token: z.string(), data: currentUser }),
});

export const inviteEndpoints = [inviteDoctorPreview, inviteDoctorSign, inviteDoctorFinish] as const;
