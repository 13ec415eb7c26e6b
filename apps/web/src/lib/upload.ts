import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_FILES,
  MEDIA_MIME_TYPES,
  MEDIA_SIZE_MESSAGE,
  MEDIA_TYPE_MESSAGE,
  type EndpointDeclaration,
} from '@dme/contract';
import { endpointUrl, http } from './http';
import { HttpError, readServerError, type RequestConfig, type UploadProgressEvent } from './http-error';
import { handleHttpError } from './http-error-handler';
import { UPLOAD_STALL_MS } from './xhr-adapter';

export type { UploadProgressEvent } from './http-error';

/** What the server accepts for one upload; checked before a byte is sent. */
export interface UploadRules {
  maxBytes: number;
  /** MIME types (`application/pdf`, `image/*`) or name endings (`.835`); absent: any type. */
  types?: readonly string[];
  maxFiles?: number;
  /** Said when a file's type is not among `types`. */
  typeMessage?: string;
  /** Said when a file is larger than `maxBytes`. */
  sizeMessage?: string;
}

/** Documents and photos (every media upload): the contract's limits, the ones the server applies. */
export const MEDIA_UPLOAD: UploadRules = {
  maxBytes: MEDIA_MAX_BYTES,
  types: MEDIA_MIME_TYPES,
  maxFiles: MEDIA_MAX_FILES,
  typeMessage: MEDIA_TYPE_MESSAGE,
  sizeMessage: MEDIA_SIZE_MESSAGE,
};

/** One file part of the multipart body. */
export interface UploadPart {
  field: string;
  file: Blob;
  /** Defaults to the File's name. */
  name?: string;
}

export interface UploadOptions {
  params?: Record<string, string | number>;
  /** Text fields; empty, null and undefined values are left out. */
  fields?: Record<string, string | number | boolean | null | undefined>;
  files: readonly UploadPart[];
  /** Defaults to MEDIA_UPLOAD. */
  rules?: UploadRules;
  onProgress?: (progress: UploadProgressEvent) => void;
  signal?: AbortSignal;
  /** A background send (the driver's outbox): an expired session does not leave for the sign-in page. */
  background?: boolean;
}

/** What a form hands an upload call to follow and cancel it (see `useUploadTracker`). */
export type UploadTracking = Pick<UploadOptions, 'onProgress' | 'signal'>;

const MB = 1024 * 1024;
/** `12.3 MB`: one decimal, in the binary megabytes the limits are written in. */
export const formatMegabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

function nameOf(part: UploadPart): string {
  return part.name ?? (part.file instanceof File ? part.file.name : part.field);
}

function typeAccepted(part: UploadPart, types: readonly string[]): boolean {
  const type = part.file.type.toLowerCase();
  const name = nameOf(part).toLowerCase();
  // No declared type (an unusual extension): the server recognises the bytes.
  if (!type && !types.some((t) => t.startsWith('.'))) return true;
  return types.some((t) => (t.startsWith('.') ? name.endsWith(t) : t.endsWith('/*') ? type.startsWith(t.slice(0, -1)) : type === t));
}

/** The first reason the server would refuse these files, as `{ field, message }`; null when they may go. */
export function checkUpload(files: readonly UploadPart[], rules: UploadRules = MEDIA_UPLOAD): { field: string; message: string } | null {
  const counts = new Map<string, number>();
  for (const part of files) {
    counts.set(part.field, (counts.get(part.field) ?? 0) + 1);
    const name = nameOf(part);
    if (rules.maxFiles !== undefined && counts.get(part.field)! > rules.maxFiles)
      return { field: part.field, message: `At most ${rules.maxFiles} files can be uploaded at once.` };
    if (part.file.size > rules.maxBytes)
      return {
        field: part.field,
        message: `${name} is ${formatMegabytes(part.file.size)}. ${rules.sizeMessage ?? `The file may not be greater than ${formatMegabytes(rules.maxBytes)}.`}`,
      };
    if (rules.types && !typeAccepted(part, rules.types))
      return { field: part.field, message: `${name}: ${rules.typeMessage ?? 'this type of file is not accepted.'}` };
  }
  return null;
}

/** What to tell the user when an upload got no answer (null when the server answered, or it was cancelled). */
export function uploadFailureText(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.response) return null;
  if (error.code === 'ECONNABORTED') return 'The upload stalled: nothing was sent for a minute. Check the connection and try again.';
  if (error.code === 'ERR_NETWORK') return 'The upload was interrupted: the connection was lost. Try again.';
  return null;
}

/** Files refused before sending: shaped as the server's 422 would be, so forms put the message on the file field. */
export class UploadRefusedError extends HttpError {
  override name = 'UploadRefusedError';
  constructor(field: string, message: string, config: RequestConfig) {
    super(message, 'ERR_BAD_REQUEST', config, {
      status: 422,
      data: { message, errors: { [field]: [message] } },
      headers: new Headers(),
      config,
    });
  }
}

function formOf({ fields = {}, files }: UploadOptions): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  // As Files: the part's name and type then travel whatever the FormData implementation does with a bare Blob.
  for (const part of files) {
    const file = part.file instanceof File && !part.name ? part.file : new File([part.file], nameOf(part), { type: part.file.type });
    form.append(part.field, file, file.name);
  }
  return form;
}

/**
 * The one way to upload: a multipart POST to a declared endpoint through the app's http client (bearer, acting
 * headers, error rules), with no overall timeout while bytes flow (only a stall of UPLOAD_STALL_MS aborts),
 * progress as bytes are sent, and cancellation by `signal`. Files the rules refuse are refused before sending with
 * an UploadRefusedError. The error catalogue stays silent (the form shows the failure), except that an expired
 * session goes to the sign-in page as with any call.
 */
export async function upload<T>(declaration: EndpointDeclaration, options: UploadOptions): Promise<T> {
  const url = endpointUrl(declaration, options.params);
  const refusal = checkUpload(options.files, options.rules ?? MEDIA_UPLOAD);
  if (refusal) throw new UploadRefusedError(refusal.field, refusal.message, { url, method: declaration.method, headers: new Headers() });
  try {
    const response = await http.request<T>({
      method: declaration.method,
      url,
      data: formOf(options),
      signal: options.signal,
      timeout: UPLOAD_STALL_MS,
      skipErrorAlert: true,
      onUploadProgress: options.onProgress ?? (() => undefined),
    });
    return response.data;
  } catch (error) {
    if (!options.background && error instanceof HttpError && readServerError(error).status === 401)
      await handleHttpError(new HttpError(error.message, error.code, { ...error.config, skipErrorAlert: false }, error.response)).catch(
        () => undefined,
      );
    throw error;
  }
}
