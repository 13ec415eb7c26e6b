/** Longest side and JPEG quality of a proof photo: readable, and small enough for a weak connection. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_QUALITY = 0.8;

/** The pad's data URL as PNG bytes. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [head = '', body = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  if (!head.includes(';base64')) return new Blob([decodeURIComponent(body)], { type });
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  // createImageBitmap turns the picture upright by its EXIF orientation; older Safari only has <img>, which does too.
  if (typeof createImageBitmap === 'function') return createImageBitmap(file, { imageOrientation: 'from-image' });
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The camera's photo scaled to at most 1600 px on its longest side as JPEG (~0.8): a 12 MP original is several MB
 * a rural connection would choke on. Where the browser cannot draw (or decode) it, the original is sent.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  try {
    const image = await decode(file);
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(image.width, image.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.width * scale);
    canvas.height = Math.round(image.height * scale);
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return file;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    if ('close' in image) image.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
    return blob ?? file;
  } catch {
    return file;
  }
}
