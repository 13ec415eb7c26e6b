import { communicationEndpoints, type EndpointDeclaration } from '@dme/contract';

/** Zoom Phone Smart Embed (STACK-NOTES): messages `{ type, data }` posted by its iframe. */
export const ZOOM_ORIGIN = 'https://applications.zoom.us';
export const ZOOM_PHONE_DEFAULT_URL = `${ZOOM_ORIGIN}/integration/phone/embeddablephone/home`;
export const CALL_LOG_COMPLETED = 'zp-call-log-completed-event';
/** Where a completed call is reported (CATALOGUE ambiguity 15). */
export const ZOOM_REPORT_PATH = '/api/vendor/communication/zoom';

export interface ZoomMessage {
  type: string;
  data: unknown;
}

/** The Smart Embed URL when configured and served by Zoom; null leaves the widget out. */
export function zoomPhoneUrl(configured: string | undefined = import.meta.env.VITE_ZOOM_PHONE_URL): string | null {
  if (!configured) return null;
  try {
    return new URL(configured).origin === ZOOM_ORIGIN ? configured : null;
  } catch {
    return null;
  }
}

/**
 * Accepts a message only from Zoom's origin and from the widget's own iframe window, and only in the
 * `{ type: string, data }` shape (data may also arrive JSON-encoded). Anything else is ignored.
 */
export function acceptZoomMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, frame: Window | null | undefined): ZoomMessage | null {
  if (event.origin !== ZOOM_ORIGIN || !frame || event.source !== frame) return null;
  let payload: unknown = event.data;
  if (typeof payload === 'string') {
    try {
      payload = JSON.parse(payload);
    } catch {
      return null;
    }
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { type, data } = payload as { type?: unknown; data?: unknown };
  return typeof type === 'string' && type !== '' ? { type, data } : null;
}

/**
 * The report call among the communication declarations (not `allEndpoints`, which would load every area's calls
 * with the widget); null skips reporting.
 */
export function zoomReportEndpoint(endpoints: readonly EndpointDeclaration[] = communicationEndpoints): EndpointDeclaration | null {
  return endpoints.find((e) => e.method === 'POST' && e.path === ZOOM_REPORT_PATH) ?? null;
}
