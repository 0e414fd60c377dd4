import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderedId } from '../../src/lib/ordered-id.js';

describe('orderedId', () => {
  it('sorts as text in the order the ids were made, within and across milliseconds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 50 }),
        (steps) => {
          let ms = Date.parse('2026-03-02T06:00:00.000Z');
          const ids = steps.map((step) => orderedId(new Date((ms += step))));
          expect([...ids].sort()).toEqual(ids);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids)
            expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        },
      ),
    );
  });

  it('never goes backwards when the clock does', () => {
    const later = orderedId(new Date('2030-01-01T00:00:00.000Z'));
    const earlier = orderedId(new Date('2026-01-01T00:00:00.000Z'));
    expect(earlier > later).toBe(true);
  });
});
