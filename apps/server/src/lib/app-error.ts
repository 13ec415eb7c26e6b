/** The error vocabulary of the server; the error handler maps each code to its HTTP status. */
export const ERROR_STATUS = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_many_requests: 429,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 422 about one field, in the Laravel shape the client reads (`errors` then `message`). */
export const fieldError = (field: string, message: string): AppError => new AppError('validation', message, { [field]: [message] });

export const notFound = (what = 'Record'): AppError => new AppError('not_found', `${what} not found.`);
export const forbidden = (message = 'This action is unauthorized.'): AppError => new AppError('forbidden', message);
export const unauthenticated = (): AppError => new AppError('unauthenticated', 'Unauthenticated.');
