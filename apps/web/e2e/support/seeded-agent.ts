import type { APIRequestContext } from '@playwright/test';
import { freshPhone } from './accounts';
import { call, daysAgo, signUpThroughApi, typedTexts } from './seeded-account';
import type { ScreenLanguage } from './say';
import { today } from './ui';

/**
 * An agent with two landlords, for the agents' screens: Kamau & Sons Ltd own Baraka Court
 * (one tenant who paid this month; an expense and a payment to Kamau this month: months
 * before a landlord was added carry no commission), Achieng Otieno has no rental yet. Kept
 * small: the landlord's account has everything else.
 */
export interface SeededAgent {
  token: string;
  landlordId: string;
  rentalId: string;
  /** The month its figures are in (YYYY-MM). */
  month: string;
}

export async function seedAgent(
  api: APIRequestContext,
  language: ScreenLanguage = 'en',
): Promise<SeededAgent> {
  const { token } = await signUpThroughApi(api, {
    firstname: 'Wanjiku',
    lastname: 'Mwangi',
    phonenumber: freshPhone(),
    email: 'wanjiku@example.co.ke',
    accounttype: 'Agent',
    pin: '2580',
  });
  const as = <T = Record<string, unknown>>(
    method: 'POST' | 'PUT',
    path: string,
    data: Record<string, unknown>,
  ) => call<T>(api, token, method, path, data);

  await as('PUT', '/api/user/language', { language });
  await as('PUT', '/api/organization/profile', { displayname: 'Jua Property Agents' });
  const { landlord } = await as<{ landlord: { landlordid: string } }>(
    'POST',
    '/api/landlords/new-landlord',
    {
      name: 'Kamau & Sons Ltd',
      phonenumber: '0722000111',
      email: 'kamau@example.co.ke',
      krapin: 'P051234567X',
      payout: {
        method: 'bank',
        bankname: 'KCB',
        accountname: 'Kamau & Sons',
        accountnumber: '1234567890',
      },
      commissiontype: 'percent',
      commission: 10,
    },
  );
  await as('POST', '/api/landlords/new-landlord', {
    name: 'Achieng Otieno',
    phonenumber: '0733000222',
    payout: { method: 'mpesa', phonenumber: '0733000222' },
    commissiontype: 'fixed',
    commission: 2500,
  });
  const { rental } = await as<{ rental: { rentalid: string } }>('POST', '/api/rental/new-rental', {
    rentalname: 'Baraka Court',
    rentallocation: 'Ruaka, Kiambu',
    landlordid: landlord.landlordid,
  });
  const { room } = await as<{ room: { roomid: string } }>('POST', '/api/rental/room-type', {
    rentalid: rental.rentalid,
    housetype: 'One Bedroom',
    totalunits: 6,
    monthlyrent: 18000,
    waterunitrate: 150,
  });
  const { tenant } = await as<{ tenant: { tenantid: string } }>('POST', '/api/tenant/new-tenant', {
    firstname: 'Otieno',
    lastname: 'Barasa',
    phonenumber: freshPhone(),
    rentalid: rental.rentalid,
    housetype: room.roomid,
    housenumber: 'B1',
    meternumber: 'BC-B1',
    openingrentbalance: 0,
    openingwaterbalance: 0,
    openingmeterreading: 0,
    moveindate: daysAgo(40),
  });
  // This month (the screens ask for it): rent in, a repair paid, part of it remitted.
  const day = today();
  await as('POST', '/api/transactions/new-payment', {
    tenantid: tenant.tenantid,
    paymentmode: 'MPESA',
    amount: 18000,
    description: typedTexts[language].rent,
    date: day,
    todeposit: false,
  });
  await as('POST', '/api/expenses/new-expense', {
    date: day,
    rentalid: rental.rentalid,
    category: 'Repairs and maintenance',
    amount: 2500,
    payee: 'Juma Fundi',
    paymentmode: 'Cash',
  });
  await as('POST', `/api/landlords/${landlord.landlordid}/remittances`, {
    month: day.slice(0, 7),
    amount: 10000,
    date: day,
    paymentmode: 'Bank',
    reference: 'FT26KCB001',
  });
  await as('PUT', '/api/onboarding/progress', { step: 'done' });
  return {
    token,
    landlordId: landlord.landlordid,
    rentalId: rental.rentalid,
    month: day.slice(0, 7),
  };
}
