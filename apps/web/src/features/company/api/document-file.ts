import { vendorMedia, type Media } from '@dme/contract';
import { openBlobInTab, saveBlob } from '../../../lib/blob-file';
import { call } from '../../../lib/http';

/** The bytes of a document (`GET vendor/media/{mediaId}/open|download`); they need the bearer, so no plain link. */
async function fetchDocument(mediaId: number, verb: 'open' | 'download'): Promise<Blob> {
  return (await call(vendorMedia[verb], { params: { mediaId }, responseType: 'blob' })) as Blob;
}

/** Opens the document in a new tab (see openBlobInTab). */
export function openDocument(media: Media): Promise<void> {
  return openBlobInTab(() => fetchDocument(media.id, 'open'), media.mime);
}

/** Saves the document under its original name. */
export async function downloadDocument(media: Media): Promise<void> {
  saveBlob(await fetchDocument(media.id, 'download'), media.original_name);
}
