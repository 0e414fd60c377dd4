import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshPhone } from './support/accounts';
import { call, daysAgo, signInAs, signUpThroughApi } from './support/seeded-account';
import { alertWith, choose, month, today } from './support/ui';

/**
 * KRA eTIMS and WhatsApp, end to end (issue 34), against the simulators the test server runs
 * (tools/start-test-server.mjs: KRA's OSCU on port + 2, Meta's Cloud API on port + 3). The
 * owner sets both up on their screens; the shop's tenant chooses WhatsApp on their own page, on
 * a phone, in Kiswahili; the month's rent is then billed once at KRA, with KRA's number on the
 * invoice, and sent to the tenant by WhatsApp in Kiswahili, not by SMS.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const kraUrl = `http://127.0.0.1:${port + 2}`;
const metaUrl = `http://127.0.0.1:${port + 3}`;
const shop = 'Duka la Mama Njeri Ltd';
const shopPin = 'P051234567X';
const landlordPin = 'A001234567Z';
const phoneNumberId = '106540352242922';

interface KraRequest {
  path: string;
  headers?: Record<string, string>;
  body?: { invcNo?: number; custTin?: string; itemList?: { taxTyCd: string }[] } | null;
}
interface MetaMessage {
  phoneNumberId: string;
  to: string;
  template: { name: string; language: { code: string } } | null;
}

async function simulatorRead<T>(url: string): Promise<T> {
  const response = await fetch(`${url}/__simulator/requests`);
  return (await response.json()) as T;
}

/** The sales of this landlord's device KRA received (the simulator serves every test). */
async function salesAtKra(): Promise<KraRequest[]> {
  const { requests } = await simulatorRead<{ requests: KraRequest[] }>(kraUrl);
  return requests.filter((r) => r.path === '/saveTrnsSalesOsdc' && r.body?.custTin === shopPin);
}

/** The WhatsApp messages Meta accepted for `phone` (07…, as the tenant typed it). */
async function whatsappTo(phone: string): Promise<MetaMessage[]> {
  const { messages } = await simulatorRead<{ messages: MetaMessage[] }>(metaUrl);
  return messages.filter((m) => m.to === `254${phone.slice(1)}`);
}

/** A landlord with a commercial building, a shop let to a business with a KRA PIN, a paybill. */
async function seedShop(api: APIRequestContext) {
  const { token } = await signUpThroughApi(api, {
    firstname: 'Wanjiku',
    lastname: 'Mwangi',
    phonenumber: freshPhone(),
    email: 'wanjiku@example.co.ke',
    accounttype: 'Landlord',
    pin: '2580',
  });
  const as = <T = Record<string, unknown>>(
    method: 'POST' | 'PUT' | 'GET',
    path: string,
    data?: Record<string, unknown>,
  ) => call<T>(api, token, method, path, data);
  await as('PUT', '/api/mpesasettings/mpesa-settings', {
    organizationname: 'Mwangi Properties',
    paybillnumber: '600984',
  });
  const { rental } = await as<{ rental: { rentalid: string } }>('POST', '/api/rental/new-rental', {
    rentalname: 'Biashara Arcade',
    rentallocation: 'Thika Road, Nairobi',
    rentaluse: 'commercial',
  });
  const { room } = await as<{ room: { roomid: string } }>('POST', '/api/rental/room-type', {
    rentalid: rental.rentalid,
    housetype: 'Single Room',
    totalunits: 4,
    monthlyrent: 23200,
    waterunitrate: 150,
  });
  const phonenumber = freshPhone();
  const { tenant } = await as<{ tenant: { tenantid: string } }>('POST', '/api/tenant/new-tenant', {
    kind: 'business',
    businessname: shop,
    contactperson: 'Njeri Kamau',
    krapin: shopPin,
    phonenumber,
    rentalid: rental.rentalid,
    housetype: room.roomid,
    housenumber: 'S1',
    meternumber: 'BA-S1',
    openingrentbalance: 0,
    openingwaterbalance: 0,
    openingmeterreading: 0,
    moveindate: daysAgo(10),
    language: 'sw',
  });
  const link = await as<{ url: string }>('POST', `/api/tenant/${tenant.tenantid}/link`);
  return {
    as,
    token,
    rentalId: rental.rentalid,
    phonenumber,
    pagePath: new URL(link.url).pathname,
  };
}

test('the owner sets up KRA eTIMS and WhatsApp; the shop is billed once at KRA and by WhatsApp', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // Two settings screens, a tenant's page and the sender jobs' rounds.
  const seeded = await seedShop(request);
  await signInAs(page, seeded);

  // Settings → KRA eTIMS: the device, VAT, business tenants only; then the test call.
  await page.goto('/settings?tab=etims');
  await page.getByLabel('KRA PIN').fill(landlordPin.toLowerCase());
  await page.getByLabel('Device serial number').fill('KRA-OSCU-E2E');
  await page.getByRole('combobox', { name: 'Who gets eTIMS invoices' }).click();
  await page.getByRole('option', { name: 'Business tenants with a KRA PIN only' }).click();
  await page.getByRole('checkbox', { name: 'I am registered for VAT' }).check();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(alertWith(page, 'KRA eTIMS settings saved')).toBeVisible();
  await page.getByRole('button', { name: 'TEST CONNECTION' }).click();
  await expect(
    page.getByText('KRA eTIMS answered: the device is initialised and the connection works.'),
  ).toBeVisible();

  // Settings → WhatsApp: the number, the secrets (never shown again), the Kiswahili invoice
  // template.
  await page.goto('/settings?tab=whatsapp');
  await page.getByLabel('Phone number ID').fill(phoneNumberId);
  await page.getByLabel('Access token').fill('simulator-access-token');
  await page.getByLabel('App secret').fill('simulator-app-secret');
  await page.getByLabel('Invoice template (Kiswahili)').fill('ankara_ya_kodi');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(alertWith(page, 'WhatsApp settings saved')).toBeVisible();
  await expect(page.getByLabel('Access token')).toHaveValue('');
  await expect(page.getByText('simulator-access-token')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('whatsapp-settings-1366.png') });

  // The shop's own page, on a phone, in Kiswahili: WhatsApp, with SMS if it does not arrive.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const tenantPage = await phone.newPage();
  await tenantPage.goto(seeded.pagePath);
  const section = tenantPage.getByRole('region', { name: 'Jumbe zako' });
  await section.getByRole('radio', { name: 'WhatsApp, na SMS ujumbe usipofika' }).check();
  await expect(
    section.getByText(
      'Imehifadhiwa: jumbe zako sasa zinakuja kwa WhatsApp, na kwa SMS WhatsApp isipoziwasilisha.',
    ),
  ).toBeVisible();
  await tenantPage.screenshot({
    path: test.info().outputPath('tenant-channel-360-sw.png'),
    fullPage: true,
  });
  await phone.close();

  // Rent day: the month's rent is billed.
  await seeded.as('POST', '/api/invoicesettings/new-invoice', {
    invoicetype: 'Rental Invoice Bill',
    rentalid: seeded.rentalId,
    billingfrequency: 'monthly',
    startdate: today(),
  });
  await seeded.as('POST', '/api/invoice/run', { date: today() });

  // KRA took one sale for the shop: commercial rent of a VAT-registered landlord, VAT (B).
  await expect
    .poll(async () => (await salesAtKra()).length, { timeout: 45_000, message: 'a sale at KRA' })
    .toBe(1);
  const [sale] = await salesAtKra();
  expect(sale!.headers?.tin ?? landlordPin).toBe(landlordPin);
  expect(sale!.body?.itemList?.map((item) => item.taxTyCd)).toEqual(['B']);

  // The invoice shows KRA's control number, and the owner's list says it was sent.
  await page.goto('/transactions/invoices');
  await expect(
    page
      .getByRole('main')
      .getByText(/^KRA \d+$/)
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/settings?tab=etims');
  await expect(
    page
      .getByRole('list', { name: 'Documents sent to KRA eTIMS' })
      .getByText(/INV-\d+/)
      .first(),
  ).toBeVisible();

  // The month's report, to match with KRA's portal: the sale, its VAT and KRA's number.
  await choose(page, 'Report month', `${month()} ${today().slice(0, 4)}`);
  const report = page.getByRole('table', { name: 'eTIMS documents of the month' });
  const reported = report.getByRole('row').filter({ hasText: shop });
  // KES 23,200 of commercial rent, VAT-inclusive: type B, VAT 3,200.
  await expect(reported.getByRole('cell', { name: 'B', exact: true })).toBeVisible();
  await expect(reported.getByRole('cell', { name: '3,200', exact: true })).toBeVisible();
  await expect(reported).toContainText('Sent');
  await page.screenshot({ path: test.info().outputPath('etims-report-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  const cards = page.getByRole('list', { name: 'eTIMS documents of the month' });
  await expect(cards.getByText(shop, { exact: false })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('etims-report-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // The bill went by WhatsApp, with the Kiswahili template, to the shop's number; not by SMS.
  await expect
    .poll(async () => (await whatsappTo(seeded.phonenumber)).length, {
      timeout: 20_000,
      message: 'a WhatsApp message to the shop',
    })
    .toBe(1);
  const [message] = await whatsappTo(seeded.phonenumber);
  expect(message!.phoneNumberId).toBe(phoneNumberId);
  expect(message!.template).toMatchObject({ name: 'ankara_ya_kodi', language: { code: 'sw' } });
  const messages = await seeded.as<{ messages: { channel: string; phonenumber?: string }[] }>(
    'GET',
    '/api/sms/messages',
  );
  expect(messages.messages.map((m) => m.channel)).toContain('whatsapp');
});
