import { vendorOrderActions } from '@dme/contract';
import { openBlobInTab } from '../../../lib/blob-file';
import { call } from '../../../lib/http';

/** Opens the prior-authorisation fax cover sheet (`GET vendor/orders/{orderId}/pa_cover`, a PDF) in a new tab. */
export function openPaCover(orderId: number): Promise<void> {
  return openBlobInTab(
    async () =>
      (await call(vendorOrderActions.paCover, { params: { orderId }, responseType: 'blob', skipErrorAlert: true })) as unknown as Blob,
    'application/pdf',
  );
}
