import { MEDIA_TYPES, type MediaType } from '@dme/contract';

/** Display names of the document types (the patient's and the order's documents). */
export const MEDIA_TYPE_TITLES: Record<MediaType, string> = {
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

/** The document types as the type picker offers them. */
export const MEDIA_TYPE_OPTIONS = MEDIA_TYPES.map((id) => ({ id, title: MEDIA_TYPE_TITLES[id] }));
