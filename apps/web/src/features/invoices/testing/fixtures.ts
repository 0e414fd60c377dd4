import { defaultInvoiceMessage } from '@rental/shared/invoice-message';
import type { InvoiceSetting } from '@rental/shared/schemas/invoice-settings';
import type { Rental, Room } from '@rental/shared/schemas/rentals';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { json } from '../../../test/mock-api';

function rental(id: string, name: string): Rental {
  return {
    rentalid: id,
    rentaldata: {
      rentalname: name,
      rentallocation: 'Kilimani, Nairobi',
      rentaluse: 'residential',
      lrnumber: null,
      landlordid: null,
    },
    summary: { roomtypes: 1, units: 4, occupiedunits: 2, tenants: 2 },
  };
}

function room(id: string, rentalId: string, monthlyrent: number): Room {
  return {
    roomid: id,
    roomdata: {
      rentalid: rentalId,
      housetype: 'One Bedroom',
      totalunits: 4,
      monthlyrent,
      waterunitrate: 150,
    },
    occupiedunits: 2,
  };
}

export function tenant(
  id: string,
  firstname: string,
  lastname: string,
  housenumber: string,
  roomId = 'room-1',
): Tenant {
  return {
    tenantid: id,
    tenantdata: {
      kind: 'person',
      businessname: null,
      contactperson: null,
      firstname,
      lastname,
      phonenumber: '0712345678',
      paysfromphone: null,
      rentalid: 'r-1',
      housetype: roomId,
      housenumber,
      meternumber: `M-${housenumber}`,
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
    rentalname: 'Sunrise Court',
    roomtype: 'One Bedroom',
  };
}

export function setting(
  id: string,
  overrides: Partial<InvoiceSetting['settingdata']> = {},
  extra: Partial<Omit<InvoiceSetting, 'settingdata'>> = {},
): InvoiceSetting {
  return {
    settingid: id,
    settingdata: {
      invoicetype: 'Rental Invoice Bill',
      rentalid: 'r-1',
      billingfrequency: 'monthly',
      startdate: '2030-01-05',
      nextbillingdate: '2030-01-05',
      invoicemessage: defaultInvoiceMessage,
      messagesw: null,
      servicecharge: 0,
      duerule: 'day_of_month',
      duedays: 5,
      ...overrides,
    },
    rentalname: 'Sunrise Court',
    lastrunnote: null,
    lastrun: null,
    ...extra,
  };
}

/** Two rentals; Sunrise Court has two tenants in rooms of KES 15,000 and 9,500 a month. */
export const invoiceFormHandlers = {
  'GET /api/rental/all-rentals': () =>
    json({ rentals: [rental('r-1', 'Sunrise Court'), rental('r-2', 'Baraka Flats')] }),
  'GET /api/rental/room-type?rentalid=r-1': () =>
    json({ rooms: [room('room-1', 'r-1', 15000), room('room-2', 'r-1', 9500)] }),
  'GET /api/rental/room-type?rentalid=r-2': () => json({ rooms: [] }),
  'GET /api/tenant/all-tenants?rentalid=r-1&status=current': () =>
    json({
      tenants: [
        tenant('t-1', 'Amina', 'Otieno', 'A1'),
        tenant('t-2', 'Brian', 'Kamau', 'B2', 'room-2'),
      ],
    }),
  'GET /api/tenant/all-tenants?rentalid=r-2&status=current': () => json({ tenants: [] }),
  'GET /api/mpesasettings/mpesa-settings': () =>
    json({
      mpesasettings: {
        organizationname: 'Sunrise Homes',
        paybillnumber: '522522',
        accountnumber: '',
      },
    }),
  'GET /api/organization/payee': () =>
    json({ name: 'Sunrise Homes', phone: '0722111222', paybill: '522522', accountnumber: '' }),
};
