import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam } from './common';
import { signatureDataUrl } from './invite';
import { documentSignature, orderDocument, SIGNED_DOCUMENT_KINDS } from './order-documents';
import { order, orderParams } from './orders';

/*
 * The prescriber signs an order's documents: at Pend PRSC the prescription (and the CMN when an item needs one;
 * with parallel signing also the F2F note), at Pend F2F the face-to-face note. Each signature stores the pad's
 * image and produces a PDF with the order facts, the image, the signer, the time and the SHA-256 of the text;
 * the order then moves on like the doctor action (Sign CMN / Sign F2F). Signing again later adds a new version.
 */

const hash = z.string().regex(/^[0-9a-f]{64}$/, 'The content hash is not valid.');

export const documentToSign = z.object({
  kind: z.enum(SIGNED_DOCUMENT_KINDS),
  title: z.string(),
  /** The exact text that will be printed and signed. */
  text: z.string(),
  content_hash: z.string(),
  /** The version this signature will be (1 for the first). */
  version: z.number(),
  /** The current signed version of this document, if any. */
  signed: documentSignature.nullable(),
});
export type DocumentToSign = z.infer<typeof documentToSign>;

export const signPreview = z.object({
  order_id: z.number(),
  status: z.number(),
  status_name: z.string(),
  /** The doctor action signing performs now: 20 Sign CMN or 22 Sign F2F; null when nothing waits for a signature. */
  action: z.object({ code: z.number(), label: z.string() }).nullable(),
  /** The prescriber, who alone may sign. */
  signer: z.object({ id: z.number(), name: z.string(), npi: z.string().nullable() }).nullable(),
  /** The caller may sign now (they are the prescriber and the order waits for them). */
  can_sign: z.boolean(),
  /** Why `can_sign` is false. */
  reason: z.string().nullable(),
  documents: z.array(documentToSign),
  /** SHA-256 over the documents' hashes: send it back with the signature to sign exactly what was shown. */
  content_hash: z.string(),
});
export type SignPreview = z.infer<typeof signPreview>;

/** The signature pad's image (PNG, JPEG or SVG data URL, at most 512 KB) and the preview's `content_hash`. */
export const signOrderBody = z.object({
  signature: signatureDataUrl,
  content_hash: hash.optional(),
  note: z.string().trim().max(1000, 'The note may not be greater than 1000 characters.').optional(),
});
export type SignOrderBody = z.infer<typeof signOrderBody>;

export const signResult = z.object({ order, documents: z.array(orderDocument) });
export type SignResult = z.infer<typeof signResult>;

/** How the prescriber is asked to sign: `link` answers a signing link to pass on; `email` also mails it to them. */
export const SIGN_HOWS = ['link', 'email'] as const;
export type SignHow = (typeof SIGN_HOWS)[number];

export const signLink = z.object({
  how: z.enum(SIGN_HOWS),
  /** The short link to open (`{publicUrl}/s/{hash}`); it leads to `/sign/doc-order/{userId}/{orderId}?token=...`. */
  url: z.string(),
  expires_at: z.string(),
  /** The address it was mailed to (`email`). */
  sent_to: z.string().nullable(),
});
export type SignLink = z.infer<typeof signLink>;

export const f2fState = z.object({
  /** An item of the order needs a face-to-face note. */
  needed: z.boolean(),
  signed: z.boolean(),
  signed_at: z.string().nullable(),
  signed_by: z.number().nullable(),
  /** The current F2F note (signed PDF or uploaded), if any. */
  document: orderDocument.nullable(),
  /** The order waits for the F2F signature now (Pend F2F, or Pend PRSC with parallel signing). */
  awaiting: z.boolean(),
});
export type F2fState = z.infer<typeof f2fState>;

const D = '/api/doctor/orders/{orderId}/sign';
const doctor = { roles: ['doctor'] } as const;

export const doctorSigning = {
  preview: endpoint({
    method: 'GET',
    path: `${D}/preview`,
    access: { ...doctor, permission: 'order view {status}' },
    summary: 'The documents the prescriber signs now, with their text and hashes, and whether the caller may sign.',
    params: orderParams,
    response: dataOf(signPreview),
  }),
  by: endpoint({
    method: 'POST',
    path: `${D}/by/{how}`,
    access: { ...doctor, permission: 'order edit {status}' },
    summary:
      "Asks the prescriber to sign through a link (good 72 h, for this order only, once; a new one replaces it): `link` answers it, `email` also mails it to the prescriber's address. 409 when nothing waits for a signature.",
    params: orderParams.extend({ how: z.enum(SIGN_HOWS, { error: 'Choose link or email.' }) }),
    response: dataOf(signLink),
  }),
  sign: endpoint({
    method: 'POST',
    path: D,
    access: { ...doctor, permission: 'order edit {status}' },
    summary:
      'The prescriber signs what the preview shows; answers the order (moved on) and the signed PDFs. 403 for anyone but the prescriber; 409 when nothing waits for a signature or the content changed.',
    params: orderParams,
    body: signOrderBody,
    response: dataOf(signResult),
  }),
  checkF2f: endpoint({
    method: 'GET',
    path: `${D}/check-f2f`,
    access: { ...doctor, permission: 'order view {status}' },
    summary: 'Whether the order needs a face-to-face note, whether it is signed or on file, and whether it waits for it now.',
    params: orderParams,
    response: dataOf(f2fState),
  }),
};

// --- the public signing page (/sign/doc-order/{userId}/{orderId}?token=...) ---------------------------------

export const publicSignParams = z.object({ userId: idParam, orderId: idParam });
const token = z.string({ error: 'The token is required.' }).regex(/^[\w-]{20,200}$/, 'The signing link is not valid.');
export const publicSignQuery = z.object({ token });
export const publicSignBody = signOrderBody.extend({ token });
export type PublicSignBody = z.infer<typeof publicSignBody>;

export const publicSignPreview = signPreview.extend({
  patient: z.object({ full_name: z.string(), dob: z.string() }).nullable(),
  practice: z.string(),
  link_expires_at: z.string(),
});
export type PublicSignPreview = z.infer<typeof publicSignPreview>;

export const publicSignResult = z.object({
  order_id: z.number(),
  /** The status as the prescriber sees it now. */
  status_name: z.string(),
  documents: z.array(documentSignature.extend({ title: z.string() })),
});
export type PublicSignResult = z.infer<typeof publicSignResult>;

const P = '/api/sign/doc-order/{userId}/{orderId}';
export const publicSigning = {
  show: endpoint({
    method: 'GET',
    path: P,
    access: 'public',
    summary: 'The documents to sign, for the holder of a signing link (`token`). Unknown 404; expired or used 410.',
    params: publicSignParams,
    query: publicSignQuery,
    response: dataOf(publicSignPreview),
  }),
  sign: endpoint({
    method: 'POST',
    path: P,
    access: 'public',
    summary: 'Signs with the signature image as the prescriber the link was made for; the link is then used up.',
    params: publicSignParams,
    body: publicSignBody,
    response: dataOf(publicSignResult),
  }),
};

export const orderSigningEndpoints = [...Object.values(doctorSigning), ...Object.values(publicSigning)] as const;
