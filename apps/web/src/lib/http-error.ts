export const GENERIC_FORM_ERROR = 'Something went wrong. Please try again.';

/** Bytes of an upload's body sent so far, and its size (0 when unknown). */
export interface UploadProgressEvent {
  loaded: number;
  total: number;
}

/** What a request was asked to be (the http client's config, after the request rules ran). */
export interface RequestConfig {
  method?: string;
  /** Relative to `baseURL` unless absolute. */
  url: string;
  baseURL?: string;
  /** Query values: arrays as `ids[]=1&ids[]=2`, objects as `a[b]=1`, null and undefined left out. */
  params?: unknown;
  /** A JSON value, or FormData sent as it is. */
  data?: unknown;
  headers: Headers;
  signal?: AbortSignal;
  /** Milliseconds; 0 waits for ever. */
  timeout?: number;
  /** 'blob' for endpoints that answer a file's bytes. */
  responseType?: 'json' | 'blob';
  /** The error rules stay silent for this call. */
  skipErrorAlert?: boolean;
  /** Sends neither X-Location-Id nor X-Staff-Id (identity calls that must work whatever was chosen). */
  omitActingHeaders?: boolean;
  /** Set on uploads: the body goes through the client's upload transport, which reports the bytes sent. */
  onUploadProgress?: (progress: UploadProgressEvent) => void;
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  headers: Headers;
  config: RequestConfig;
}

/** Why a request produced no usable answer: a status of 400 or more, a timeout, an abort or no network. */
export type HttpErrorCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ECONNABORTED' | 'ERR_CANCELED' | 'ERR_NETWORK';

/** A failed call; `response` is there when the server answered (its status and parsed body). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: RequestConfig,
    readonly response?: HttpResponse,
  ) {
    super(message);
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
/** An abort the app asked for (a query cancelled on unmount): not a failure. */
export const isCancel = (error: unknown): boolean => isHttpError(error) && error.code === 'ERR_CANCELED';

/** What the server said about a failed call (ARCHITECTURE rule 3: `{ message, errors? }`). */
export interface ServerError {
  /** HTTP status; null when no answer arrived (network error, timeout, abort). */
  status: number | null;
  message: string | null;
  /** Field -> messages, as a 422 carries them. */
  errors: Record<string, string[]> | null;
}

function readErrors(value: unknown): Record<string, string[]> | null {
  if (typeof value !== 'object' || value === null) return null;
  const entries = Object.entries(value).map(([field, messages]): [string, string[]] => [
    field,
    (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string'),
  ]);
  const kept = entries.filter(([, messages]) => messages.length > 0);
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

export function readServerError(error: unknown): ServerError {
  if (!isHttpError(error) || !error.response) return { status: null, message: null, errors: null };
  const body: unknown = error.response.data;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    status: error.response.status,
    message: typeof record.message === 'string' && record.message !== '' ? record.message : null,
    errors: readErrors(record.errors),
  };
}

/** The spec's form rule: the server's `errors` if present, else its `message`, else the generic text. */
export function formErrorText(error: unknown): string {
  const { errors, message } = readServerError(error);
  if (errors) return Object.values(errors).flat().join(', ');
  return message ?? GENERIC_FORM_ERROR;
}

/**
 * The one retry rule of reads (the query client's default): try again `times` times when the request failed on the
 * way or on the server; never when the server refused it (a 4xx such as 403, 404 or 422 says the same again).
 */
export function retryUnlessRefused(failures: number, error: unknown, times = 1): boolean {
  const status = readServerError(error).status;
  return failures < times && (status === null || status >= 500);
}
