import { MEDIA_TYPES, type MediaType } from '@dme/contract';

/** Display names of the document types. */
export const DOCUMENT_TYPE_TITLES: Record<MediaType, string> = {
  prescription: 'Prescription',
  cmn: 'CMN',
  f2f_note: 'Face-to-face note',
  aob: 'AOB',
  hipaa_consent: 'HIPAA consent',
  pa_letter: 'PA letter',
  delivery_ticket: 'Delivery ticket',
  proof_of_delivery: 'Proof of delivery',
  insurance_card: 'Insurance card',
  photo_id: 'Photo ID',
  signature: 'Signature',
  measurement_chart: 'Measurement chart',
  other: 'Other',
};

export const documentTypeTitle = (type: string): string => DOCUMENT_TYPE_TITLES[type as MediaType] ?? type;

export const DOCUMENT_TYPE_OPTIONS = MEDIA_TYPES.map((id) => ({ id, title: DOCUMENT_TYPE_TITLES[id] }));

/** A hash as people compare it: its first and last characters. */
export const shortHash = (hash: string): string => (hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash);

export const sizeText = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
