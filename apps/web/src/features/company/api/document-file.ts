import { vendorMedia, type Media } from '@dme/contract';
import { call } from '../../../lib/http';

/** The bytes of a document (`GET vendor/media/{mediaId}/open|download`); they need the bearer, so no plain link. */
async function fetchDocument(mediaId: number, verb: 'open' | 'download'): Promise<Blob> {
  return (await call(vendorMedia[verb], { params: { mediaId }, responseType: 'blob' })) as Blob;
}

/**
 * Opens the document in a new tab. The tab is opened before the bytes arrive, while the click still counts as a
 * user gesture (popup blockers), and pointed at the file once it has them.
 */
export async function openDocument(media: Media): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchDocument(media.id, 'open');
    const url = URL.createObjectURL(new Blob([blob], { type: media.mime }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves the document under its original name. */
export async function downloadDocument(media: Media): Promise<void> {
  const blob = await fetchDocument(media.id, 'download');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = media.original_name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
