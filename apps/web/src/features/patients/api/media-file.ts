import { queryOptions } from '@tanstack/react-query';
import type { Media } from '@dme/contract';
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

/**
 * Opens the document in a new tab. The tab is opened before the bytes arrive, while the click still counts as a
 * user gesture (popup blockers), and pointed at the file once it has them.
 */
export async function openMediaInTab(side: PatientSide, media: Media): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchMediaFile(side, media.id, 'open');
    const url = URL.createObjectURL(new Blob([blob], { type: media.mime }));
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
export async function downloadMedia(side: PatientSide, media: Media): Promise<void> {
  const blob = await fetchMediaFile(side, media.id, 'download');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = media.original_name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
