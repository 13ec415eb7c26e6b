import { doctorNotes, vendorNotes } from '@dme/contract';

/** Which side's calls a panel makes: the practice's (`doctor/...`) or the supplier's (`vendor/...`). */
export type NoteSide = 'doctor' | 'supplier';

export const noteCalls = (side: NoteSide) => (side === 'doctor' ? doctorNotes : vendorNotes);
