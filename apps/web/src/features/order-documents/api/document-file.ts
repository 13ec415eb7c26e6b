import type { Media } from '@dme/contract';
import { call } from '../../../lib/http';
import { mediaCalls, type DocumentSide } from './side';

type FileVerb = 'preview' | 'open' | 'download';

/** The bytes of a document (`GET .../media/{mediaId}/preview|open|download`); they need the bearer, so no plain link. */
export async function fetchDocumentFile(side: DocumentSide, mediaId: number, verb: FileVerb, signal?: AbortSignal): Promise<Blob> {
  return (await call(mediaCalls(side)[verb], { params: { mediaId }, responseType: 'blob', signal, skipErrorAlert: true })) as Blob;
}

/**
 * Opens the document in a new tab. The tab is opened before the bytes arrive, while the click still counts as a
 * user gesture (popup blockers), and pointed at the file once it has them. Without a known type, the answer's is used.
 */
export async function openDocument(side: DocumentSide, media: Pick<Media, 'id'> & { mime?: string }): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchDocumentFile(side, media.id, 'open');
    const url = URL.createObjectURL(new Blob([blob], { type: media.mime ?? blob.type }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has loaded it by then; the URL is only needed for that.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves the document under its original name. */
export async function downloadDocument(side: DocumentSide, media: Pick<Media, 'id' | 'original_name'>): Promise<void> {
  const blob = await fetchDocumentFile(side, media.id, 'download');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = media.original_name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
