import type { Rental } from '@rental/shared/schemas/rentals';
import type { Reading } from '@rental/shared/schemas/readings';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { toTimestamp } from '@rental/shared/timestamp';
import { json } from '../../../test/mock-api';

export function rental(id: string, name: string): Rental {
  return {
    rentalid: id,
    rentaldata: {
      rentalname: name,
      rentallocation: 'Nairobi',
      rentaluse: 'residential',
      lrnumber: null,
      landlordid: null,
    },
    summary: { roomtypes: 1, units: 4, occupiedunits: 1, tenants: 1 },
  };
}

function tenant(
  id: string,
  rentalId: string,
  name: [string, string],
  house: string,
  meter: string,
): Tenant {
  return {
    tenantid: id,
    tenantdata: {
      kind: 'person',
      businessname: null,
      contactperson: null,
      firstname: name[0],
      lastname: name[1],
      phonenumber: '0712345678',
      paysfromphone: null,
      rentalid: rentalId,
      housetype: 'room-1',
      housenumber: house,
      meternumber: meter,
      openingrentbalance: 0,
      openingwaterbalance: 0,
      nationalid: null,
      krapin: null,
      status: 'current',
      moveindate: '2026-01-01',
      moveoutdate: null,
      language: 'en',
      channel: 'sms',
      smsblocked: false,
      balance: 0,
    },
    rentalname: rentalId === 'r-1' ? 'Sunrise Court' : 'Baraka Flats',
    roomtype: 'One Bedroom',
  };
}

export function reading(
  id: string,
  tenantname: string,
  meternumber: string,
  at: string,
  meterreading: number,
  waterusage: number,
  currentcost: number,
): Reading {
  return {
    readingid: id,
    readingdata: {
      readingdate: toTimestamp(at),
      tenantname,
      meterreading,
      waterusage,
      currentcost,
    },
    tenantid: `t-${meternumber}`,
    rentalid: 'r-1',
    meternumber,
    housenumber: `H-${meternumber}`,
    previousreading: meterreading - waterusage,
    meterreplacement: false,
    baseline: false,
    billed: false,
  };
}

export const amina = tenant('t-1', 'r-1', ['Amina', 'Otieno'], 'A1', 'M-001');
export const brian = tenant('t-2', 'r-1', ['Brian', 'Kamau'], 'A2', 'M-002');
export const chebet = tenant('t-3', 'r-2', ['Chebet', 'Wafula'], 'B1', 'W-100');

/** Two rentals: Sunrise Court with Amina and Brian, Baraka Flats with Chebet. */
export const readingHandlers = {
  'GET /api/rental/all-rentals': () =>
    json({ rentals: [rental('r-1', 'Sunrise Court'), rental('r-2', 'Baraka Flats')] }),
  'GET /api/tenant/all-tenants?rentalid=r-1&status=current': () =>
    json({ tenants: [amina, brian] }),
  'GET /api/tenant/all-tenants?rentalid=r-2&status=current': () => json({ tenants: [chebet] }),
  'GET /api/water/readings?tenantid=t-1': () =>
    json({
      readings: [
        reading('w-1', 'Amina Otieno', 'M-001', '2025-03-01T07:00:00Z', 120.5, 20.5, 3075),
      ],
    }),
  'GET /api/water/readings?tenantid=t-3': () => json({ readings: [] }),
};
