import { claimAuditPacket } from '@dme/contract';
import { openBlobInTab } from '../../../lib/blob-file';
import { call } from '../../../lib/http';

/** Opens the claim's audit packet (`GET vendor/billing/claims/{id}/audit-packet`, a PDF) in a new tab. */
export function openAuditPacket(claimId: number): Promise<void> {
  return openBlobInTab(
    async () => (await call(claimAuditPacket, { params: { claimId }, responseType: 'blob', skipErrorAlert: true })) as unknown as Blob,
    'application/pdf',
  );
}
