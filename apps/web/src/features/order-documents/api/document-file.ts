import type { Media } from '@dme/contract';
import { openBlobInTab, saveBlob } from '../../../lib/blob-file';
import { call } from '../../../lib/http';
import { mediaCalls, type DocumentSide } from './side';

type FileVerb = 'preview' | 'open' | 'download';

/** The bytes of a document (`GET .../media/{mediaId}/preview|open|download`); they need the bearer, so no plain link. */
export async function fetchDocumentFile(side: DocumentSide, mediaId: number, verb: FileVerb, signal?: AbortSignal): Promise<Blob> {
  return (await call(mediaCalls(side)[verb], { params: { mediaId }, responseType: 'blob', signal, skipErrorAlert: true })) as Blob;
}

/** Opens the document in a new tab (see openBlobInTab); without a known type, the answer's is used. */
export function openDocument(side: DocumentSide, media: Pick<Media, 'id'> & { mime?: string }): Promise<void> {
  return openBlobInTab(() => fetchDocumentFile(side, media.id, 'open'), media.mime);
}

/** Saves the document under its original name. */
export async function downloadDocument(side: DocumentSide, media: Pick<Media, 'id' | 'original_name'>): Promise<void> {
  saveBlob(await fetchDocumentFile(side, media.id, 'download'), media.original_name);
}
