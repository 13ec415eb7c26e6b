import { isHttpError } from './http-error';

/**
 * Error reporting (Sentry), on only when `VITE_SENTRY_DSN` is set. Foundation §7: never for 4xx responses,
 * timeouts, stylesheet load errors or module-import errors (stale chunks after a deployment: the version
 * check deals with those).
 */

const IGNORED_MESSAGES: readonly RegExp[] = [
  // Timeouts (the http client: "timeout of 15000ms exceeded", ECONNABORTED).
  /timeout of \d+ms exceeded/i,
  /timeout exceeded/i,
  // Stylesheets of a lazy chunk (Vite: "Unable to preload CSS for ...", webpack-style "Loading CSS chunk").
  /unable to preload css/i,
  /loading css chunk/i,
  // Dynamic imports (Chromium, Safari and Firefox wordings).
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /loading chunk [\w-]+ failed/i,
];

const TIMEOUT_CODES: ReadonlySet<string> = new Set(['ECONNABORTED']);

/** The part of a Sentry event the filter reads (kept structural so tests need no SDK). */
export interface ReportEvent {
  message?: string;
  exception?: { values?: readonly { type?: string; value?: string }[] };
  request?: { url?: string; query_string?: unknown };
}

/** One-time link secrets (signing and quiz `token`, invitation `code`) never leave the browser in a report. */
const SECRET_PARAMS = /([?&](?:token|code)=)[^&#\s]*/gi;
export const scrubUrl = (text: string): string => text.replace(SECRET_PARAMS, '$1[redacted]');

/** Sentry's `beforeBreadcrumb`: request and navigation breadcrumbs keep their URLs without the secrets. */
export function scrubBreadcrumb<B extends { message?: string; data?: Record<string, unknown> }>(crumb: B): B {
  const data = crumb.data ? { ...crumb.data } : undefined;
  if (data) for (const key of ['url', 'from', 'to']) if (typeof data[key] === 'string') data[key] = scrubUrl(data[key]);
  return { ...crumb, ...(data ? { data } : {}), ...(crumb.message ? { message: scrubUrl(crumb.message) } : {}) };
}

function messagesOf(error: unknown, event?: ReportEvent): string[] {
  const texts: string[] = [];
  if (error instanceof Error) texts.push(error.message, `${error.name}: ${error.message}`);
  else if (typeof error === 'string') texts.push(error);
  if (event?.message) texts.push(event.message);
  for (const value of event?.exception?.values ?? []) texts.push(`${value.type ?? ''}: ${value.value ?? ''}`);
  return texts;
}

/** True when the error belongs in the error-reporting service. */
export function shouldReport(error: unknown, event?: ReportEvent): boolean {
  if (isHttpError(error)) {
    const status = error.response?.status;
    if (status !== undefined && status >= 400 && status < 500) return false;
    if (TIMEOUT_CODES.has(error.code)) return false;
  }
  return !messagesOf(error, event).some((text) => IGNORED_MESSAGES.some((pattern) => pattern.test(text)));
}

/** Sentry's `beforeSend`: drops what `shouldReport` refuses, and scrubs link secrets from the page address. */
export function beforeSend<E extends ReportEvent>(event: E, hint?: { originalException?: unknown }): E | null {
  if (!shouldReport(hint?.originalException, event)) return null;
  if (!event.request) return event;
  const request = { ...event.request };
  if (request.url) request.url = scrubUrl(request.url);
  if (typeof request.query_string === 'string') request.query_string = scrubUrl(`?${request.query_string}`).slice(1);
  return { ...event, request };
}

type Capture = (error: unknown) => void;

let capture: Capture | null = null;

export function isReportingEnabled(): boolean {
  return capture !== null;
}

/**
 * Starts Sentry when a DSN is configured; without one nothing is loaded (the SDK is a separate chunk).
 * Returns whether reporting is on.
 */
export async function initErrorReporting(dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN): Promise<boolean> {
  if (!dsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    release: import.meta.env.VITE_RELEASE,
    environment: import.meta.env.MODE,
    beforeSend: (event, hint) => beforeSend(event, hint),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  });
  capture = (error) => Sentry.captureException(error);
  return true;
}

/** Reports an error (when reporting is on and the filter lets it through). */
export function reportError(error: unknown): void {
  if (capture && shouldReport(error)) capture(error);
}

/** Tests only: replaces the transport. */
export function setErrorCapture(next: Capture | null): void {
  capture = next;
}
