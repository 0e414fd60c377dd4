import { describe, expect, it } from 'vitest';
import { tenantDisplayName, tenantGreetingName, tenantInitials } from './tenant-name.js';

const person = {
  kind: 'person',
  firstname: 'Jane',
  lastname: 'Wanjiku',
  businessname: null,
} as const;
const kiosk = {
  kind: 'business',
  firstname: '',
  lastname: '',
  businessname: 'Kiosk 4 & Sons (K) Ltd',
} as const;

describe('tenant names', () => {
  it('names, greets and abbreviates a person by their two names', () => {
    expect(tenantDisplayName(person)).toBe('Jane Wanjiku');
    expect(tenantGreetingName(person)).toBe('Jane');
    expect(tenantInitials(person)).toBe('JW');
  });

  it('names and greets a business by its whole name, with initials from letters only', () => {
    expect(tenantDisplayName(kiosk)).toBe('Kiosk 4 & Sons (K) Ltd');
    expect(tenantGreetingName(kiosk)).toBe('Kiosk 4 & Sons (K) Ltd');
    expect(tenantInitials(kiosk)).toBe('KS');
    expect(tenantInitials({ ...kiosk, businessname: '4 (K)' })).toBe('K');
  });
});
