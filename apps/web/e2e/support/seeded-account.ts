import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { countMessagesTo, readCode } from './sms-simulator';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshPhone } from './accounts';
import type { SeededAgent } from './seeded-agent';
import type { SeededOperator } from './seeded-operator';
import type { ScreenLanguage } from './say';
import { today } from './ui';

/**
 * A landlord with a little of everything, made through the real API so every screen has data
 * to show: two rentals, room types, current and former tenants, readings, an invoice schedule
 * and its run, a one-off charge, payments, a credit note and expenses (one with a receipt).
 */
export interface SeededAccount {
  token: string;
  pin: string;
  phonenumber: string;
  rentalId: string;
  tenantId: string;
  formerTenantId: string;
  transactionId: string;
  scheduleId: string;
  /** The path (/t/<token>) of the owing tenant's own page: a private link made for them. */
  tenantPagePath: string;
  /** An Agent account for the agents' screens (seeded-agent.ts). */
  agent: SeededAgent;
  /** An operator for the operator console's screens (seeded-operator.ts). */
  operator: SeededOperator;
}

type Body = Record<string, unknown>;

export async function call<T = Body>(
  api: APIRequestContext,
  token: string | null,
  method: 'POST' | 'PUT' | 'GET',
  path: string,
  data?: Body,
): Promise<T> {
  const response = await api.fetch(path, {
    method,
    headers: token ? { 'x-auth-token': token } : {},
    ...(data && { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Signs up through the API as the sign-up screen does: the form, then the code the SMS
 * simulator (the platform SMS account) received for the phone.
 */
export async function signUpThroughApi(
  api: APIRequestContext,
  body: Body & { phonenumber: string },
): Promise<{ token: string }> {
  const seen = await countMessagesTo(body.phonenumber);
  await call(api, null, 'POST', '/api/user/signup', body);
  const code = await readCode(body.phonenumber, seen);
  return call<{ token: string }>(api, null, 'POST', '/api/user/signup/verify', {
    phonenumber: body.phonenumber,
    code,
  });
}

/** A day `days` before today (YYYY-MM-DD): move-ins and readings in the past. */
export function daysAgo(days: number): string {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** A day `days` after today (YYYY-MM-DD): a lease's end. */
export function daysAhead(days: number): string {
  return daysAgo(-days);
}

/** The last day of last month (YYYY-MM-DD): the KRA report's default month has a payment. */
export function endOfLastMonth(): string {
  const [y, m] = today().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
}

/** A 1x1 PNG: the receipt of the seeded expense. */
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What the landlord types in their own words: in the language of the account. */
export const typedTexts = {
  en: {
    latch: 'Broken window latch',
    rentAndDeposit: 'Rent and deposit',
    partOfRent: 'Part of the rent',
    arrears: 'Rent arrears',
    misread: 'Water meter misread',
    commonMeter: 'Common area meter',
    rent: 'Rent',
    leakingTap: 'The kitchen tap leaks all night',
  },
  sw: {
    latch: 'Komeo la dirisha lililovunjika',
    rentAndDeposit: 'Kodi na amana',
    partOfRent: 'Sehemu ya kodi',
    arrears: 'Malimbikizo ya kodi',
    misread: 'Mita ya maji ilisomwa vibaya',
    commonMeter: 'Mita ya eneo la pamoja',
    rent: 'Kodi',
    leakingTap: 'Bomba la jikoni linavuja usiku kucha',
  },
} as const satisfies Record<ScreenLanguage, Record<string, string>>;

/** Two expenses: Jua Court's water bill with its receipt, and a general legal fee. */
async function seedExpenses(
  api: APIRequestContext,
  token: string,
  rentalId: string,
  language: ScreenLanguage,
) {
  const { expense } = await call<{ expense: { expenseid: string } }>(
    api,
    token,
    'POST',
    '/api/expenses/new-expense',
    {
      date: daysAgo(3),
      rentalid: rentalId,
      category: 'Water bill',
      amount: 3450.5,
      payee: 'Nairobi Water',
      paymentmode: 'MPESA',
      reference: 'SGH7XK2P4L',
      note: typedTexts[language].commonMeter,
    },
  );
  const receipt = await api.fetch(`/api/expenses/${expense.expenseid}/receipt`, {
    method: 'PUT',
    headers: { 'x-auth-token': token, 'content-type': 'image/png' },
    data: receiptPng,
  });
  expect(receipt.ok(), `receipt: ${await receipt.text()}`).toBe(true);
  await call(api, token, 'POST', '/api/expenses/new-expense', {
    date: daysAgo(10),
    category: 'Legal',
    amount: 15000,
    payee: 'Kamau & Co Advocates',
    paymentmode: 'Bank',
  });
}

interface RoomReply {
  room: { roomid: string };
}

/**
 * The seeded landlord, speaking `language`: their own setting and their tenants' (so the
 * tenant's page and the SMS are in it too).
 */
export async function seedAccount(
  api: APIRequestContext,
  language: ScreenLanguage = 'en',
): Promise<Omit<SeededAccount, 'agent' | 'operator'>> {
  const pin = '2580';
  const phonenumber = freshPhone();
  const { token } = await signUpThroughApi(api, {
    firstname: 'Amina',
    lastname: 'Wanjiru',
    phonenumber,
    email: 'amina@example.co.ke',
    accounttype: 'Landlord',
    pin,
  });
  const as = <T = Body>(method: 'POST' | 'PUT' | 'GET', path: string, data?: Body) =>
    call<T>(api, token, method, path, data);
  await as('PUT', '/api/user/language', { language });

  const { rental } = await as<{ rental: { rentalid: string } }>('POST', '/api/rental/new-rental', {
    rentalname: 'Jua Court',
    rentallocation: 'Kasarani, Nairobi',
    lrnumber: 'Nairobi/Block 82/1234',
  });
  // Shops: the KRA report lists them apart, as rent that is not under MRI.
  await as('POST', '/api/rental/new-rental', {
    rentalname: 'Baraka Flats',
    rentallocation: 'Rongai, Kajiado',
    rentaluse: 'commercial',
  });
  const bedsitter = await as<RoomReply>('POST', '/api/rental/room-type', {
    rentalid: rental.rentalid,
    housetype: 'Bedsitter',
    totalunits: 10,
    monthlyrent: 8500,
    waterunitrate: 150,
  });
  const tenants = [
    ['Achieng', 'Odhiambo', 'A1', 0, 0],
    ['Brian', 'Kamau', 'A2', 12000, 450],
    ['Chebet', 'Kiptoo', 'A3', 0, 0],
  ] as const;
  const ids: string[] = [];
  for (const [firstname, lastname, house, rent, water] of tenants) {
    const { tenant } = await as<{ tenant: { tenantid: string } }>(
      'POST',
      '/api/tenant/new-tenant',
      {
        firstname,
        lastname,
        phonenumber: freshPhone(),
        rentalid: rental.rentalid,
        housetype: bedsitter.room.roomid,
        housenumber: house,
        meternumber: `JC-${house}`,
        openingrentbalance: rent,
        openingwaterbalance: water,
        openingmeterreading: 100,
        moveindate: daysAgo(40),
        deposit: 8500,
        language,
      },
    );
    ids.push(tenant.tenantid);
  }
  const [tenantId = '', owingId = '', formerTenantId = ''] = ids;
  // Achieng's lease (issue 32): a year's term with a yearly rise, for the Lease section.
  await as('PUT', `/api/tenant/${tenantId}/lease`, {
    startdate: daysAgo(40),
    enddate: daysAhead(325),
    noticedays: 30,
    escalation: { type: 'percent', amount: 7, tellbeforedays: 30 },
  });
  // A leaking tap in Achieng's house, for the repairs board and its dialog.
  await as('POST', '/api/repairs', {
    tenantid: tenantId,
    category: 'plumbing',
    description:
      language === 'sw'
        ? 'Bomba la jikoni linavuja usiku kucha'
        : 'The kitchen tap leaks all night',
    priority: 'high',
  });

  await as('POST', '/api/water/new-reading', { meternumber: 'JC-A1', meterreading: 112 });
  await as('POST', '/api/water/new-reading', { meternumber: 'JC-A2', meterreading: 109 });
  const { invoice } = await as<{ invoice: { settingid: string } }>(
    'POST',
    '/api/invoicesettings/new-invoice',
    {
      invoicetype: 'Rental Invoice Bill',
      rentalid: rental.rentalid,
      billingfrequency: 'monthly',
      startdate: today(),
    },
  );
  await as('POST', '/api/invoice/run', { date: today() });
  await as('POST', '/api/invoice/new-charge', {
    tenantid: owingId,
    chargetype: 'repair',
    description: typedTexts[language].latch,
    amount: 1500,
  });
  const { transaction } = await as<{ transaction: { transactionid: string } }>(
    'POST',
    '/api/transactions/new-payment',
    {
      tenantid: tenantId,
      paymentmode: 'MPESA',
      amount: 17000,
      description: typedTexts[language].rentAndDeposit,
    },
  );
  await as('POST', '/api/transactions/new-payment', {
    tenantid: owingId,
    paymentmode: 'Cash',
    amount: 4000.5,
    description: typedTexts[language].partOfRent,
  });
  // Rent received last month (all of it rent: the deposit is left as it is), and that
  // month's MRI return filed: the KRA report shows figures and a filing for its default month.
  const lastMonthDay = endOfLastMonth();
  await as('POST', '/api/transactions/new-payment', {
    tenantid: owingId,
    paymentmode: 'MPESA',
    amount: 6000,
    description: typedTexts[language].arrears,
    date: lastMonthDay,
    todeposit: false,
  });
  await as('POST', `/api/tenant/${owingId}/credit-note`, {
    amount: 500,
    reason: typedTexts[language].misread,
  });
  await as('POST', `/api/tenant/${formerTenantId}/end-tenancy`, {
    moveoutdate: today(),
    deductions: [],
  });
  await seedExpenses(api, token, rental.rentalid, language);
  // Filed last: filing closes last month's books, and some expenses are dated in it.
  await as('PUT', '/api/reports/kra-mri/filing', {
    month: lastMonthDay.slice(0, 7),
    prn: 'KRA2026PRN0001',
    paidon: today(),
  });
  await as('PUT', '/api/onboarding/progress', { step: 'done' });
  // Brian's own page (the screens check makes another link for the former tenant, which
  // would replace this one were it theirs). Its origin is the server's PUBLIC_URL: the path
  // is opened on the tests' own.
  const link = await as<{ url: string }>('POST', `/api/tenant/${owingId}/link`);
  return {
    token,
    pin,
    phonenumber,
    rentalId: rental.rentalid,
    tenantId,
    formerTenantId,
    transactionId: transaction.transactionid,
    scheduleId: invoice.settingid,
    tenantPagePath: new URL(link.url).pathname,
  };
}

/**
 * Opens the app signed in as the seeded landlord, or its agent or operator (the token where
 * the app keeps it).
 */
export async function signInAs(
  page: Page,
  account: Pick<SeededAccount, 'token'> & Partial<Pick<SeededAccount, 'agent' | 'operator'>>,
  as?: 'agent' | 'operator',
) {
  const token = as ? account[as]?.token : account.token;
  if (!token) throw new Error(`This account was seeded without its ${as}`);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

const database = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
/** Where the setup project leaves the seeded account for the screens it opens. */
function seededFile(language: ScreenLanguage) {
  const name = `e2e-${database}-seeded-account${language === 'en' ? '' : `-${language}`}.json`;
  return fileURLToPath(new URL(`../../../../test-results/${name}`, import.meta.url));
}

export async function saveSeededAccount(account: SeededAccount, language: ScreenLanguage) {
  await mkdir(dirname(seededFile(language)), { recursive: true });
  await writeFile(seededFile(language), JSON.stringify(account));
}

export async function readSeededAccount(language: ScreenLanguage = 'en'): Promise<SeededAccount> {
  return JSON.parse(await readFile(seededFile(language), 'utf8')) as SeededAccount;
}
