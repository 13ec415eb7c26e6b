import { useMediaQuery } from '@mantine/hooks';

/** Foundation §9: the mobile breakpoint is a viewport width of 1090 px or less. */
export const MOBILE_BREAKPOINT_PX = 1090;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** True on viewports of 1090 px or less (read synchronously on first render, so no desktop flash on phones). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, typeof window !== 'undefined' ? window.matchMedia(MOBILE_MEDIA_QUERY).matches : false, {
    getInitialValueInEffect: false,
  });
}
