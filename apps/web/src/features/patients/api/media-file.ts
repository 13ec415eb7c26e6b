import { queryOptions } from '@tanstack/react-query';
import type { Media } from '@dme/contract';
import { openBlobInTab, saveBlob } from '../../../lib/blob-file';
import { call } from '../../../lib/http';
import { patientsKeys } from './keys';
import { mediaCalls, type PatientSide } from './side';

type FileVerb = 'preview' | 'open' | 'download';

/** The bytes of a document (`GET .../media/{mediaId}/preview|open|download`); they need the bearer, so no plain link. */
export async function fetchMediaFile(side: PatientSide, mediaId: number, verb: FileVerb, signal?: AbortSignal): Promise<Blob> {
  return (await call(mediaCalls(side)[verb], { params: { mediaId }, responseType: 'blob', signal })) as Blob;
}

/** The preview bytes, kept while the document is on screen (thumbnails and the preview pane share them). */
export const mediaPreviewQueryOptions = (side: PatientSide, mediaId: number) =>
  queryOptions({
    queryKey: patientsKeys.mediaFile(side, mediaId),
    queryFn: ({ signal }) => fetchMediaFile(side, mediaId, 'preview', signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });

/** Opens the document in a new tab (see openBlobInTab). */
export function openMediaInTab(side: PatientSide, media: Media): Promise<void> {
  return openBlobInTab(() => fetchMediaFile(side, media.id, 'open'), media.mime);
}

/** Saves the document under its original name. */
export async function downloadMedia(side: PatientSide, media: Media): Promise<void> {
  saveBlob(await fetchMediaFile(side, media.id, 'download'), media.original_name);
}
