import { useEffect, useRef, type ImgHTMLAttributes, type IframeHTMLAttributes } from 'react';

/**
 * Shows fetched bytes through an object URL made while mounted and revoked on unmount. The URL is set on the
 * element directly: it belongs to this mount, not to React state.
 */
function useBlobSource<E extends HTMLImageElement | HTMLIFrameElement>(blob: Blob, mime: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob.type === mime ? blob : new Blob([blob], { type: mime }));
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob, mime]);
  return ref;
}

export function BlobImage({
  blob,
  mime,
  alt,
  ...props
}: { blob: Blob; mime: string; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const ref = useBlobSource<HTMLImageElement>(blob, mime);
  return <img ref={ref} alt={alt} {...props} />;
}

export function BlobFrame({
  blob,
  mime,
  title,
  ...props
}: { blob: Blob; mime: string; title: string } & Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'src'>) {
  const ref = useBlobSource<HTMLIFrameElement>(blob, mime);
  return <iframe ref={ref} title={title} {...props} />;
}
