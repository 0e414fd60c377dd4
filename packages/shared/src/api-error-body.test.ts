import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './api-error-body.js';
import { apiErrorBodySchema } from './api-error.js';

const bodies: unknown[] = [
  { error: { code: 'validation', message: 'Bad', fields: { phone: 'Required' } } },
  {
    error: {
      code: 'month_closed',
      message: 'Closed',
      key: 'error.x',
      params: { month: '2026-01', n: 2 },
    },
  },
  { error: { code: 'internal', message: 'Oops', extra: true } },
  { error: { code: 'internal' } },
  { error: { code: 1, message: 'x' } },
  { error: { code: 'a', message: 'b', key: null } },
  { error: { code: 'a', message: 'b', fields: { a: 1 } } },
  { error: { code: 'a', message: 'b', fields: ['x'] } },
  { error: { code: 'a', message: 'b', params: { a: true } } },
  { error: null },
  { error: ['a'] },
  null,
  'text',
  [],
];

describe('readApiErrorBody', () => {
  it('accepts exactly what apiErrorBodySchema accepts, with the same fields', () => {
    for (const body of bodies) {
      const parsed = apiErrorBodySchema.safeParse(body);
      expect(readApiErrorBody(body)).toEqual(parsed.success ? parsed.data.error : undefined);
    }
  });
});
