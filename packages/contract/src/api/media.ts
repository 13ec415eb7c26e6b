import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam, listQuery, pageOf } from './common';
import { calendarDate, patientParams } from './patients';
import { queryFlag } from './tasks';

/** Document types (DOMAIN: documents are media with a type, uploader, date and expiry). */
export const MEDIA_TYPES = [
  'prescription',
  'cmn',
  'f2f_note',
  'aob',
  'hipaa_consent',
  'pa_letter',
  'delivery_ticket',
  'proof_of_delivery',
  'insurance_card',
  'photo_id',
  'signature',
  'measurement_chart',
  'other',
] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** What an upload may be: PDFs and images, recognised from the bytes, not from the name or the declared type. */
export const MEDIA_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
export const MEDIA_MAX_FILES = 5;
export const MEDIA_TYPE_MESSAGE = 'The file must be a PDF or an image.';
export const MEDIA_SIZE_MESSAGE = `The file may not be greater than ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`;

export const media = z.object({
  id: z.number(),
  account_id: z.number(),
  /** The caller's account uploaded it (only the uploader's account may delete it). */
  is_owner: z.boolean(),
  patient_id: z.number().nullable(),
  order_id: z.number().nullable(),
  type: z.string(),
  original_name: z.string(),
  mime: z.string(),
  size: z.number(),
  sha256: z.string(),
  uploaded_by: z.number().nullable(),
  uploaded_by_name: z.string().nullable(),
  /** Calendar date `YYYY-MM-DD` after which the document is no longer valid (CMN, prescriptions). */
  expires_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
});
export type Media = z.infer<typeof media>;

/**
 * The text fields of an upload form (the files go in `file` parts, 1 to 5 of them). All optional: the route
 * reads them from the multipart stream; without a type a document is `other`.
 */
export const mediaUploadFields = z.object({
  type: z.enum(MEDIA_TYPES, { error: 'The document type is not in the list.' }).optional(),
  expires_at: calendarDate.optional(),
});
export type MediaUploadFields = z.infer<typeof mediaUploadFields>;

export const mediaListQuery = listQuery.extend({
  sortBy: z.enum(['created_at', 'type', 'original_name']).optional(),
  type: z.enum(MEDIA_TYPES).optional(),
  /** Archived documents are left out unless asked for. */
  archived: queryFlag.optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;

const mediaParams = z.object({ mediaId: idParam });

/** The media calls of one side; what a caller may reach follows the patient (or order) the file belongs to. */
function mediaCalls(prefix: '/api/doctor' | '/api/vendor', access: { roles: readonly ['doctor'] | readonly ['supplier'] }) {
  const one = `${prefix}/media/{mediaId}`;
  const file = (verb: string, summary: string) => endpoint({ method: 'GET', path: `${one}/${verb}`, access, summary, params: mediaParams });
  return {
    listForPatient: endpoint({
      method: 'GET',
      path: `${prefix}/patients/{patientId}/media`,
      access,
      summary: "The patient's documents, newest first.",
      params: patientParams,
      query: mediaListQuery,
      response: pageOf(media),
    }),
    uploadForPatient: endpoint({
      method: 'POST',
      path: `${prefix}/patients/{patientId}/media`,
      access,
      multipart: true,
      summary: `Uploads 1-${MEDIA_MAX_FILES} files (parts named \`file\`, at most 20 MB each; PDF or image) with the fields below. Answers the records.`,
      params: patientParams,
      body: mediaUploadFields,
      response: dataOf(z.array(media)),
    }),
    get: endpoint({ method: 'GET', path: one, access, summary: 'A document record.', params: mediaParams, response: dataOf(media) }),
    remove: endpoint({ method: 'DELETE', path: one, access, summary: "Deletes a document the caller's account uploaded; answers 204.", params: mediaParams }),
    // Images are their own preview; a PDF previews as itself, inline (no page renderer on the server).
    preview: file('preview', 'The file inline, for a preview pane.'),
    open: file('open', 'The file inline, to open in the browser.'),
    download: file('download', 'The file as an attachment with its original (sanitised) name.'),
    archive: endpoint({
      method: 'POST',
      path: `${one}/archive`,
      access: { ...access, permission: 'order document archive' },
      summary: 'Archives a document (kept, hidden from current lists).',
      params: mediaParams,
      response: dataOf(media),
    }),
  };
}

export const doctorMedia = mediaCalls('/api/doctor', { roles: ['doctor'] });
export const vendorMedia = mediaCalls('/api/vendor', { roles: ['supplier'] });

const flatten = (c: ReturnType<typeof mediaCalls>) => [c.listForPatient, c.uploadForPatient, c.get, c.remove, c.preview, c.open, c.download, c.archive];
export const mediaEndpoints = [...flatten(doctorMedia), ...flatten(vendorMedia)] as const;
