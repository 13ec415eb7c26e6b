import { distributionOrderCsv, distributionOrderPdf } from '@dme/contract';
import { openBlobInTab, saveBlob } from '../../../lib/blob-file';
import { call } from '../../../lib/http';

/** Opens the purchase order (`GET vendor/distribution-orders/{orderId}/pdf`) in a new tab, as the app opens PDFs. */
export function openOrderPdf(orderId: number): Promise<void> {
  return openBlobInTab(
    async () => (await call(distributionOrderPdf, { params: { orderId }, responseType: 'blob', skipErrorAlert: true })) as unknown as Blob,
    'application/pdf',
  );
}

/** Downloads the order's lines as the server writes them (`GET vendor/distribution-orders/{orderId}/csv`). */
export async function downloadOrderCsv(orderId: number): Promise<void> {
  const blob = (await call(distributionOrderCsv, { params: { orderId }, responseType: 'blob', skipErrorAlert: true })) as unknown as Blob;
  saveBlob(blob, `distribution-order-${orderId}.csv`);
}
