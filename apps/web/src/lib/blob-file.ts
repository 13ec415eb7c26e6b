/**
 * Files the API answers as bytes (they need the bearer, so a plain link cannot fetch them), shown or saved from a
 * blob URL.
 */

/**
 * Opens a file in a new tab. The tab is opened before the bytes arrive, while the click still counts as a user
 * gesture (popup blockers), and pointed at the file once they are here; it closes again if loading fails.
 * `type` overrides the answer's content type (e.g. the stored document's).
 */
export async function openBlobInTab(load: () => Promise<Blob>, type?: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await load();
    const url = URL.createObjectURL(new Blob([blob], { type: type ?? blob.type }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has loaded it by then; the URL is only needed for that.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves bytes under a file name, as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
