import type { ApiErrorCode } from '@rental/shared/api-error';

/**
 * An error a service raises for the client to see. The error handler turns it into the one
 * JSON error shape with the HTTP status of its code; services never deal with HTTP.
 */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** The values the message names (ApiErrorBody params). */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

/** A 400 for one field of the request, with the message the form shows under it. */
export function fieldError(field: string, message: string) {
  return new AppError('validation', message, { [field]: message });
}
