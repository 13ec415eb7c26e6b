import { doctorMedia, doctorOrderDocuments, vendorMedia, vendorOrderDocuments } from '@dme/contract';

/** Which side's calls a panel makes: the practice's (`doctor/...`) or the supplier's (`vendor/...`). */
export type DocumentSide = 'doctor' | 'supplier';

/** The same resource is declared once per side; the panel is built once and picks its side here. */
export const documentCalls = (side: DocumentSide) => (side === 'doctor' ? doctorOrderDocuments : vendorOrderDocuments);
export const mediaCalls = (side: DocumentSide) => (side === 'doctor' ? doctorMedia : vendorMedia);
