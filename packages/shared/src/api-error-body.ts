import type { ApiErrorBody } from './api-error.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRecordOf = (value: unknown, item: (entry: unknown) => boolean): boolean =>
  isObject(value) && Object.values(value).every(item);

const isString = (value: unknown) => typeof value === 'string';
const isStringOrNumber = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * `data` (a failed call's JSON body) read as the API's error shape (api-error.ts's
 * apiErrorBodySchema, which it accepts exactly), else undefined. Without zod, so that the app's
 * first screen reads errors without loading the schemas.
 */
export function readApiErrorBody(data: unknown): ApiErrorBody['error'] | undefined {
  if (!isObject(data) || !isObject(data.error)) return undefined;
  const { code, message, key, fields, params } = data.error;
  if (!isString(code) || !isString(message)) return undefined;
  if (key !== undefined && !isString(key)) return undefined;
  if (fields !== undefined && !isRecordOf(fields, isString)) return undefined;
  if (params !== undefined && !isRecordOf(params, isStringOrNumber)) return undefined;
  return {
    code: code,
    message: message,
    ...(key === undefined ? {} : { key: key }),
    ...(fields === undefined ? {} : { fields: fields as Record<string, string> }),
    ...(params === undefined ? {} : { params: params as Record<string, string | number> }),
  };
}
