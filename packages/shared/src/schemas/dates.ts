import { z } from 'zod';
import { isCalendarDate } from '../dates.js';
import { validationMessages as m } from '../messages.js';
import { requiredString } from './fields.js';

/** A calendar date YYYY-MM-DD (billing dates, payment dates, filters). */
export function calendarDate(requiredMessage: string) {
  return requiredString(requiredMessage).refine(isCalendarDate, m.dateInvalid);
}

/** An optional YYYY-MM-DD query parameter (filters). */
export const optionalCalendarDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), m.dateInvalid)
  .optional()
  .transform((value) => value || undefined);

/** Paging for long lists: newest first, `before` is the cursor the previous page returned. */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(1000).optional().default(200),
  before: z.string().max(120).optional(),
};
