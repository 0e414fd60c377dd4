import { apiErrorBodySchema, apiErrorStatus, type ApiErrorCode } from '@rental/shared/api-error';

/** Response schemas for the error statuses a route can answer with (for OpenAPI). */
export function errorResponses(...codes: ApiErrorCode[]) {
  const statuses = new Set([400, 500, ...codes.map((code) => apiErrorStatus[code])]);
  return Object.fromEntries([...statuses].map((status) => [status, apiErrorBodySchema]));
}
