import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { media, MEDIA_MAX_FILES, MEDIA_TYPES, mediaListQuery, mediaUploadFields } from './media';
import { orderParams } from './orders';
import { calendarDate } from './patients';

// --- documents of an order ---------------------------------------------------------------------------------

/** Documents the prescriber signs in the portal; each signature produces a PDF of that type. */
export const SIGNED_DOCUMENT_KINDS = ['prescription', 'cmn', 'f2f_note'] as const;
export type SignedDocumentKind = (typeof SIGNED_DOCUMENT_KINDS)[number];
export const SIGNED_DOCUMENT_TITLES: Record<SignedDocumentKind, string> = {
  prescription: 'Prescription (Detailed Written Order)',
  cmn: 'Certificate of Medical Necessity',
  f2f_note: 'Face-to-Face Encounter Note',
};

/** How a signed document was signed; never changes once written. */
export const documentSignature = z.object({
  id: z.number(),
  kind: z.enum(SIGNED_DOCUMENT_KINDS),
  /** 1 for the first signature of this document of the order; re-signing adds the next version. */
  version: z.number(),
  signer_id: z.number(),
  signer_name: z.string(),
  signer_npi: z.string().nullable(),
  /** `portal`: signed in the app; `link`: signed on the public page reached by a signing link. */
  via: z.enum(['portal', 'link']),
  signed_at: z.string(),
  /** SHA-256 (hex) of the signed text, printed on the PDF. */
  content_hash: z.string(),
  /** SHA-256 (hex) of the PDF file (also the document's `sha256`). */
  pdf_sha256: z.string(),
  /** Set once a newer version was signed; the older PDF stays as it was (archived). */
  superseded_at: z.string().nullable(),
});
export type DocumentSignature = z.infer<typeof documentSignature>;

/**
 * A document of an order: a media record (open/download it through the side's `media/{id}` calls) and, for a
 * document signed in the portal, its signature.
 */
export const orderDocument = media.extend({ signature: documentSignature.nullable() });
export type OrderDocument = z.infer<typeof orderDocument>;

export const orderDocumentsQuery = mediaListQuery;
export type OrderDocumentsQuery = z.infer<typeof orderDocumentsQuery>;

/** Text fields of the authorisation-file upload: the type is always `pa_letter`. */
export const authorizationFileFields = z.object({ expires_at: calendarDate.optional() });

const VIEW = 'order view {status}';
const EDIT = 'order edit {status}';
const uploadSummary = (what: string) =>
  `Uploads 1-${MEDIA_MAX_FILES} files (parts named \`file\`, at most 20 MB each; PDF or image) as ${what}. Answers the records.`;

function documentCalls(prefix: '/api/doctor' | '/api/vendor') {
  const roles = prefix === '/api/doctor' ? (['doctor'] as const) : (['supplier'] as const);
  const path = `${prefix}/orders/{orderId}/media`;
  return {
    list: endpoint({
      method: 'GET',
      path,
      access: { roles, permission: VIEW },
      summary: "The order's documents, newest first (archived ones with `archived=1`); signed ones carry their signature.",
      params: orderParams,
      query: orderDocumentsQuery,
      response: pageOf(orderDocument),
    }),
    upload: endpoint({
      method: 'POST',
      path,
      access: { roles, permission: EDIT },
      multipart: true,
      summary: uploadSummary('documents of the order (fields `type`, `expires_at`)'),
      params: orderParams,
      body: mediaUploadFields,
      response: dataOf(z.array(orderDocument)),
    }),
  };
}

export const doctorOrderDocuments = documentCalls('/api/doctor');
const vendorDocs = documentCalls('/api/vendor');
export const vendorOrderDocuments = {
  ...vendorDocs,
  authorizationFile: endpoint({
    method: 'POST',
    path: '/api/vendor/orders/{orderId}/authorization-file',
    access: { roles: ['supplier'], permission: EDIT },
    multipart: true,
    summary: uploadSummary('the prior-authorisation letter (`pa_letter`; field `expires_at`)'),
    params: orderParams,
    body: authorizationFileFields,
    response: dataOf(z.array(orderDocument)),
  }),
};

// --- document requests (supplier -> practice) --------------------------------------------------------------

export const DOCUMENT_REQUEST_STATUSES = ['pending', 'fulfilled', 'declined', 'cancelled'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];
/** What a supplier may ask a practice for: any document type but a bare signature image. */
export const REQUESTABLE_DOCUMENT_TYPES = MEDIA_TYPES.filter((t) => t !== 'signature');

const ref = z.object({ id: z.number(), name: z.string() });

export const documentRequest = z.object({
  id: z.number(),
  order_id: z.number(),
  patient: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  vendor: ref,
  practice: ref,
  type: z.string(),
  message: z.string(),
  /** `YYYY-MM-DD`. */
  due_date: z.string().nullable(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  requested_by: ref.nullable(),
  answered_by: ref.nullable(),
  answered_at: z.string().nullable(),
  answer_note: z.string(),
  /** The document that fulfilled the request (open it through `media/{id}`). */
  media_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentRequest = z.infer<typeof documentRequest>;

const message = z.string().trim().max(1000, 'The message may not be greater than 1000 characters.');

export const documentRequestsQuery = listQuery.extend({
  sortBy: z.enum(['created_at', 'due_date', 'status']).optional(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES).optional(),
  order_id: idParam.optional(),
});
export type DocumentRequestsQuery = z.infer<typeof documentRequestsQuery>;

export const createDocumentRequestBody = z.object({
  type: z.enum(REQUESTABLE_DOCUMENT_TYPES as [string, ...string[]], { error: 'The document type is not in the list.' }),
  message: message.optional(),
  due_date: calendarDate.optional(),
});
export type CreateDocumentRequestBody = z.infer<typeof createDocumentRequestBody>;

/** The supplier's F2F shortcut: a request for the face-to-face note. */
export const f2fRequestBody = createDocumentRequestBody.omit({ type: true });
export type F2fRequestBody = z.infer<typeof f2fRequestBody>;

/** The practice's answer: a document of the order fulfils it (`media_id`), or it is declined with a note. */
export const answerDocumentRequestBody = z.object({
  status: z.enum(['fulfilled', 'declined'], { error: 'The status must be fulfilled or declined.' }),
  media_id: z.coerce.number().int().positive('The selected document is invalid.').optional(),
  note: message.optional(),
});
export type AnswerDocumentRequestBody = z.infer<typeof answerDocumentRequestBody>;

const requestParams = z.object({ requestId: idParam });

export const doctorDocumentRequests = {
  list: endpoint({
    method: 'GET',
    path: '/api/doctor/document-requests',
    access: { roles: ['doctor'] },
    summary: "Suppliers' requests for documents of the practice's orders, newest first; filter by `status`, `order_id`.",
    query: documentRequestsQuery,
    response: pageOf(documentRequest),
  }),
  answer: endpoint({
    method: 'PUT',
    path: '/api/doctor/document-requests/{requestId}',
    access: { roles: ['doctor'], permission: EDIT },
    summary:
      'Fulfils a pending request with a current document of the same order (`media_id`; upload it first through the order media call) or declines it. 409 once answered or cancelled.',
    params: requestParams,
    body: answerDocumentRequestBody,
    response: dataOf(documentRequest),
  }),
};

const VR = '/api/vendor/orders/{orderId}';
export const vendorDocumentRequests = {
  list: endpoint({
    method: 'GET',
    path: `${VR}/document-requests`,
    access: { roles: ['supplier'], permission: VIEW },
    summary: "The order's document requests, newest first.",
    params: orderParams,
    response: dataOf(z.array(documentRequest)),
  }),
  create: endpoint({
    method: 'POST',
    path: `${VR}/document-requests`,
    access: { roles: ['supplier'], permission: EDIT },
    summary: "Asks the order's practice for a document; the prescriber is notified. 409 while the same type is already pending.",
    params: orderParams,
    body: createDocumentRequestBody,
    response: dataOf(documentRequest),
  }),
  f2f: endpoint({
    method: 'POST',
    path: `${VR}/f2f`,
    access: { roles: ['supplier'], permission: EDIT },
    summary: 'Requests the face-to-face note (`f2f_note`) from the practice: a document request of that type.',
    params: orderParams,
    body: f2fRequestBody,
    response: dataOf(documentRequest),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/vendor/document-requests/{requestId}/cancel',
    access: { roles: ['supplier'], permission: EDIT },
    summary: 'Withdraws a pending request. 409 once answered.',
    params: requestParams,
    response: dataOf(documentRequest),
  }),
};

export const orderDocumentsEndpoints = [
  ...Object.values(doctorOrderDocuments),
  ...Object.values(vendorOrderDocuments),
  ...Object.values(doctorDocumentRequests),
  ...Object.values(vendorDocumentRequests),
] as const;
