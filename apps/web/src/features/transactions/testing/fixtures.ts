import type { Transaction } from '@rental/shared/schemas/transactions';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { toTimestamp } from '@rental/shared/timestamp';

export function transaction(
  id: string,
  overrides: Partial<Transaction['transactiondata']> &
    Partial<Omit<Transaction, 'transactiondata'>> = {},
): Transaction {
  const {
    transactionid = id,
    reference,
    externalreference = null,
    tenantname = 'Amina Otieno',
    housenumber = 'A1',
    recordedby = 'Amina Otieno',
    verified = false,
    verifiedby = null,
    ...data
  } = overrides;
  return {
    transactionid,
    transactiondata: {
      date: toTimestamp('2026-03-05T09:30:00Z'),
      tenantid: 't-1',
      userid: 'u-1',
      amount: 15000,
      description: 'March rent',
      transactiontype: 'Tenant Payment',
      paymentmode: 'MPESA',
      ...data,
    },
    reference: reference ?? transactionid.slice(-12),
    externalreference,
    tenantname,
    housenumber,
    recordedby,
    deposit: 0,
    verified,
    verifiedby,
  };
}

export function tenant(id: string, first: string, last: string, house: string): Tenant {
  return {
    tenantid: id,
    tenantdata: {
      kind: 'person',
      businessname: null,
      contactperson: null,
      firstname: first,
      lastname: last,
      phonenumber: '0712345678',
      paysfromphone: null,
      rentalid: 'r-1',
      housetype: 'room-1',
      housenumber: house,
      meternumber: `M-${house}`,
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

export const amina = tenant('t-1', 'Amina', 'Otieno', 'A1');
export const brian = tenant('t-2', 'Brian', 'Kamau', 'A2');
