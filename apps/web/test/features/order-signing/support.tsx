import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { DocumentSignature, OrderDocument, SignPreview } from '@dme/contract';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';

/** Mounts a panel inside the app's providers (query client, theme, confirm dialog, toasts) and a router. */
export function renderPanel(ui: ReactElement) {
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient };
}

/** The signature pad widget checks for a 2D context before creating the (faked) pad. */
export function allowCanvas(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ scale: () => {} } as unknown as CanvasRenderingContext2D);
}

export const HASH = 'c'.repeat(64);
const stamp = '2026-03-02T15:30:00.000Z';

export function makeSignature(overrides: Partial<DocumentSignature> = {}): DocumentSignature {
  return {
    id: 7,
    kind: 'prescription',
    version: 1,
    signer_id: 3,
    signer_name: 'Dr. Olivia Bennett',
    signer_npi: '1234567893',
    via: 'portal',
    signed_at: stamp,
    content_hash: 'ab12cd34'.repeat(8),
    pdf_sha256: 'f'.repeat(64),
    superseded_at: null,
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<OrderDocument> = {}): OrderDocument {
  return {
    id: 60,
    account_id: 10,
    is_owner: true,
    patient_id: null,
    order_id: 41,
    type: 'prescription',
    original_name: 'prescription-order-41-v1.pdf',
    mime: 'application/pdf',
    size: 48_213,
    sha256: 'f'.repeat(64),
    uploaded_by: 3,
    uploaded_by_name: 'Dr. Olivia Bennett',
    expires_at: null,
    archived_at: null,
    created_at: stamp,
    signature: null,
    ...overrides,
  };
}

export function makePreview(overrides: Partial<SignPreview> = {}): SignPreview {
  return {
    order_id: 41,
    status: 20,
    status_name: 'Pend PRSC',
    action: { code: 20, label: 'Sign CMN' },
    signer: { id: 3, name: 'Dr. Olivia Bennett', npi: '1234567893' },
    can_sign: true,
    reason: null,
    documents: [
      {
        kind: 'prescription',
        title: 'Prescription (Detailed Written Order)',
        text: 'Order #41\n\nPATIENT\nName: Margaret A Ellison\n\nATTESTATION\nI order the items listed.',
        content_hash: 'a'.repeat(64),
        version: 1,
        signed: null,
      },
      {
        kind: 'cmn',
        title: 'Certificate of Medical Necessity',
        text: 'Order #41\n\nATTESTATION\nI certify the medical necessity.',
        content_hash: 'b'.repeat(64),
        version: 1,
        signed: null,
      },
    ],
    content_hash: HASH,
    ...overrides,
  };
}
