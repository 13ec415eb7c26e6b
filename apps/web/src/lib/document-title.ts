import { useEffect } from 'react';

export const PRODUCT_NAME = 'DME Portal';
export const TITLE_DEBOUNCE_MS = 500;

/** `'{route title} - DME Portal'`; the bare product name when a screen has no title. */
export function formatDocumentTitle(title: string | undefined): string {
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets `document.title` once the title has been stable for the debounce delay (quick redirects do not flicker). */
export function useDocumentTitle(title: string, delayMs: number = TITLE_DEBOUNCE_MS): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      document.title = title;
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [title, delayMs]);
}
