import type { Statement } from '@rental/shared/schemas/ledger';
import type { RentChange, RentHistory } from '@rental/shared/schemas/rent-changes';
import type { Rental, Room } from '@rental/shared/schemas/rentals';
import type { Tenant, TenantDetail } from '@rental/shared/schemas/tenants';
import { json } from '../../../test/mock-api';
import { tenantDisplayName } from '@rental/shared/tenant-name';

export function rental(id: string, name: string): Rental {
  return {
    rentalid: id,
    rentaldata: {
      rentalname: name,
      rentallocation: 'Kilimani, Nairobi',
      rentaluse: 'residential',
      lrnumber: null,
      landlordid: null,
    },
    summary: { roomtypes: 2, units: 10, occupiedunits: 1, tenants: 1 },
  };
}

export function room(
  id: string,
  rentalId: string,
  housetype: Room['roomdata']['housetype'],
  occupied = 0,
): Room {
  return {
    roomid: id,
    roomdata: {
      rentalid: rentalId,
      housetype,
      totalunits: 4,
      monthlyrent: 15000,
      waterunitrate: 150,
    },
    occupiedunits: occupied,
  };
}

export function tenant(
  id: string,
  overrides: Partial<Tenant['tenantdata']> = {},
  rentalname = 'Sunrise Court',
): Tenant {
  return {
    tenantid: id,
    tenantdata: {
      kind: 'person',
      businessname: null,
      contactperson: null,
      firstname: 'Amina',
      lastname: 'Otieno',
      phonenumber: '0712345678',
      paysfromphone: null,
      rentalid: 'r-1',
      housetype: 'room-1',
      housenumber: 'A1',
      meternumber: 'M-001',
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
      ...overrides,
    },
    rentalname,
    roomtype: 'One Bedroom',
  };
}

export function tenantDetail(
  base: Tenant,
  monthlyrent = 15000,
  balance = 2500.5,
  deposit: { depositheld?: number; depositdue?: number } = {},
): TenantDetail {
  return { ...base, monthlyrent, balance, depositheld: 0, depositdue: 0, ...deposit };
}

export const sunrise = rental('r-1', 'Sunrise Court');
export const baraka = rental('r-2', 'Baraka Flats');

/** Two rentals with their own room types, and plan usage: what the tenant form reads. */
export const portfolioHandlers = {
  'GET /api/rental/all-rentals': () => json({ rentals: [sunrise, baraka] }),
  'GET /api/rental/room-type?rentalid=r-1': () =>
    json({
      rooms: [room('room-1', 'r-1', 'One Bedroom', 1), room('room-2', 'r-1', 'Bedsitter', 4)],
    }),
  'GET /api/rental/room-type?rentalid=r-2': () =>
    json({ rooms: [room('room-3', 'r-2', 'Two Bedroom')] }),
  'GET /api/plan/usage': () =>
    json({
      plan: {
        id: 'individual',
        name: 'Individual',
        limits: { users: 1, rentals: 2, tenants: 20, invoicesPerMonth: 40 },
      },
      onTrial: true,
      trialEndsAt: '2025-04-01T00:00:00.000Z',
      usage: { rentals: 2, tenants: 3, users: 1, invoicesPerMonth: 0 },
    }),
};

/** A statement of `base` with no lines and no deposit, changed by `overrides`. */
export function statementOf(base: Tenant, overrides: Partial<Statement> = {}): Statement {
  const { tenantdata } = base;
  return {
    tenant: {
      tenantid: base.tenantid,
      name: tenantDisplayName(tenantdata),
      phonenumber: tenantdata.phonenumber,
      housenumber: tenantdata.housenumber,
      rentalname: base.rentalname,
      status: tenantdata.status,
      moveindate: tenantdata.moveindate,
      moveoutdate: tenantdata.moveoutdate,
    },
    entries: [],
    balance: 0,
    deposit: { charged: 0, received: 0, deducted: 0, refunded: 0, held: 0, due: 0, entries: [] },
    ...overrides,
  };
}
/** A rent change as GET /api/tenant/{id}/rent-history lists it. */
export function rentChange(id: string, overrides: Partial<RentChange> = {}): RentChange {
  return {
    rentchangeid: id,
    effectivefrom: '2026-04-01',
    monthlyrent: 17000,
    roomtype: null,
    reason: 'Yearly increase',
    reasoncode: null,
    reasonparams: {},
    createdby: 'Amina Otieno',
    createdat: '2026-03-02T06:00:00.000Z',
    deletable: true,
    ...overrides,
  };
}

/**
 * What the tenant details page loads beside the tenant: rent history (`history`, no change by
 * default), page link status and the lease (none yet).
 */
export function tenantDetailsHandlers(id: string, history: Partial<RentHistory> = {}) {
  return {
    [`GET /api/tenant/${id}/rent-history`]: () =>
      json({ rentchanges: [], monthlyrent: 15000, lastbilled: null, ...history }),
    [`GET /api/tenant/${id}/link`]: () => json({ link: null }),
    [`GET /api/tenant/${id}/lease`]: () => json({ lease: null, notice: null }),
    [`GET /api/tenant/${id}/documents`]: () => json({ documents: [] }),
    'GET /api/tenant/vacating': () => json({ vacating: [] }),
  };
}
