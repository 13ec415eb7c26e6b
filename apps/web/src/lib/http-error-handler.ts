import { BLOCKED_MESSAGE, href } from '@dme/contract';
import { reportError } from './error-reporting';
import { isCancel, isHttpError, readServerError } from './http-error';
import { appBack, appNavigate, currentPath } from './navigation';
import { notify } from './notify';
import { rememberReturnUrl } from './return-url';
import { session } from './session';

/** Texts of the error catalogue (foundation §8), verbatim. */
export const UNAUTHORIZED_MESSAGE = 'Authorization has expired. Reauthorize the account';
export const FORBIDDEN_MESSAGE = 'Forbidden';
/** Client messages of generic failures ("Request failed with status code 500") are not worth showing. */
export const GENERIC_FAILURE_MARKER = 'Request failed';
/** Delay before a 503 leaves for the outage page. */
export const TRY_LATER_DELAY_MS = 100;

/** What the catalogue shows for "other errors": the server's message, else the client's unless generic. */
export function errorAlertText(error: unknown): string | null {
  const { message } = readServerError(error);
  if (message) return message;
  const clientMessage = error instanceof Error ? error.message : '';
  return clientMessage && !clientMessage.includes(GENERIC_FAILURE_MARKER) ? clientMessage : null;
}

/** Pages a return URL must not point back to (they would loop or be pointless after signing in). */
function worthReturningTo(path: string): boolean {
  return !path.startsWith(href('auth.login')) && !path.startsWith(href('auth.reset-password')) && !path.startsWith(href('try-later'));
}

function rememberCurrentPage(): void {
  const path = currentPath();
  if (worthReturningTo(path)) rememberReturnUrl(path);
}

/**
 * The error catalogue, run on every failed call (foundation §8). Always rejects with the original error so
 * callers still see the failure; what the user sees and where the app goes is decided here.
 */
export function handleHttpError(error: unknown): Promise<never> {
  // An abort requested by the app itself (a query cancelled on unmount) is not a failure.
  if (isCancel(error) || !isHttpError(error)) return Promise.reject(error);
  const status = error.response?.status;
  if (status !== undefined && status >= 500) reportError(error);
  if (error.config?.skipErrorAlert) return Promise.reject(error);

  if (status === 420) return Promise.reject(error);
  if (status === 401) {
    // A blocked employee is told why their session ended, not that it expired.
    notify.error(readServerError(error).message === BLOCKED_MESSAGE ? BLOCKED_MESSAGE : UNAUTHORIZED_MESSAGE, { id: 'http-401' });
    rememberCurrentPage();
    session.clear();
    appNavigate(href('auth.login'));
  } else if (status === 403 && session.bearer() !== null) {
    notify.error(FORBIDDEN_MESSAGE, { id: 'http-403' });
    appBack();
  } else if (status === 503) {
    rememberCurrentPage();
    window.setTimeout(() => appNavigate(href('try-later')), TRY_LATER_DELAY_MS);
  } else {
    const text = errorAlertText(error);
    if (text) notify.error(text);
  }
  return Promise.reject(error);
}
