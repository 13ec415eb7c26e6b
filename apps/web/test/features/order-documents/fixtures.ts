import type { DocumentRequest } from '@dme/contract';

export { makeDocument, makeSignature, renderPanel } from '../order-signing/support';

export function makeRequest(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    id: 90,
    order_id: 41,
    patient: { id: 5, full_name: 'Margaret A Ellison' },
    vendor: { id: 1, name: 'Sunrise Medical Supply' },
    practice: { id: 10, name: 'Bennett Family Practice' },
    type: 'f2f_note',
    message: 'Please sign the face-to-face note for this order.',
    due_date: '2026-03-10',
    status: 'pending',
    requested_by: { id: 9, name: 'Tina Brooks' },
    answered_by: null,
    answered_at: null,
    answer_note: '',
    media_id: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(rows: T[]) => ({ data: rows, meta: { total: rows.length, page: 1, rowsPerPage: 25 } });
