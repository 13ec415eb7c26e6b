/** Longest side of a photo sent from a phone: a card's member id or a porch stays readable, the upload stays small. */
export const PHOTO_MAX_SIDE = 1600;
/** JPEG quality of a shrunk photo. */
export const PHOTO_QUALITY = 0.8;

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
 * The camera's photo drawn on a canvas at most `maxSide` px on its longest side, as JPEG: a 12 MP original is several
 * MB a phone on a weak connection would take minutes to send. Where the browser cannot decode or draw it, the
 * original goes (the server checks it is an image either way).
 */
export async function shrinkPhoto(file: Blob, { maxSide = PHOTO_MAX_SIDE, quality = PHOTO_QUALITY } = {}): Promise<Blob> {
  try {
    const image = await decode(file);
    const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.width * scale);
    canvas.height = Math.round(image.height * scale);
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return file;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    if ('close' in image) image.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    return blob ?? file;
  } catch {
    return file;
  }
}
