import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/user', '/user'],
    ['/transactions/all?tab=invoices#top', '/transactions/all?tab=invoices#top'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['user', '/dashboard'],
    ['//evil.example/x', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['/sign-in', '/dashboard'],
    ['/sign-up?next=/user', '/dashboard'],
  ])('%s -> %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInPathFor('/user?x=1')).toBe('/sign-in?next=%2Fuser%3Fx%3D1');
    expect(signInPathFor('/dashboard')).toBe('/sign-in');
    expect(safeNextPath(new URLSearchParams('next=%2Fuser%3Fx%3D1').get('next'))).toBe('/user?x=1');
  });
});
