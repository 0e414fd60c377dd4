import { describe, expect, it } from 'vitest';
import { countOf } from './plural.js';

describe('countOf', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'user')).toBe('1 user');
    expect(countOf(0, 'user')).toBe('0 users');
    expect(countOf(2, 'day')).toBe('2 days');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });
});
