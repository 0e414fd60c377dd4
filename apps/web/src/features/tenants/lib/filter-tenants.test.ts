import { describe, expect, it } from 'vitest';
import { tenant } from '../testing/fixtures';
import { filterTenants, toSearchable } from './filter-tenants';

const tenants = toSearchable([
  tenant('t-1', {
    firstname: 'Amina',
    lastname: 'Otieno',
    housenumber: 'A-1',
    phonenumber: '0712345678',
  }),
  tenant('t-2', {
    firstname: 'Brian',
    lastname: 'Kamau',
    housenumber: 'B12',
    phonenumber: '0722000111',
  }),
  tenant('t-3', {
    firstname: 'Otieno',
    lastname: 'Wafula',
    housenumber: 'C3',
    phonenumber: '0733999888',
  }),
]);
const ids = (term: string) => filterTenants(tenants, term).map((entry) => entry.tenantid);

describe('filterTenants', () => {
  it('keeps everyone for an empty or blank term', () => {
    expect(ids('')).toEqual(['t-1', 't-2', 't-3']);
    expect(ids('   ')).toEqual(['t-1', 't-2', 't-3']);
  });

  it('matches first name, last name, full name, house number and phone, ignoring case', () => {
    expect(ids('OTIENO')).toEqual(['t-1', 't-3']);
    expect(ids('kamau')).toEqual(['t-2']);
    expect(ids('brian kam')).toEqual(['t-2']);
    expect(ids('b12')).toEqual(['t-2']);
    expect(ids('0733')).toEqual(['t-3']);
    expect(ids('nobody')).toEqual([]);
  });

  it('finds a house number written the way M-PESA account numbers are matched', () => {
    expect(ids('a1')).toEqual(['t-1']);
    expect(ids(' b-12 ')).toEqual(['t-2']);
  });
});
