import { vendorOrderActions } from '@dme/contract';
import { call } from '../../../lib/http';

/**
 * Opens the prior-authorisation fax cover sheet (`GET vendor/orders/{orderId}/pa_cover`, a PDF) in a new tab. The
 * call needs the bearer, so the bytes are fetched and shown from a blob URL, as the documents panel opens files;
 * the tab opens first, while the click still counts as a user gesture for popup blockers.
 */
export async function openPaCover(orderId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = (await call(vendorOrderActions.paCover, {
      params: { orderId },
      responseType: 'blob',
      skipErrorAlert: true,
    })) as unknown as Blob;
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
