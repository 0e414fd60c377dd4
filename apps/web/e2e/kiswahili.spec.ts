import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { freshPhone } from './support/accounts';
import { confirmation, payAsMpesa } from './support/mpesa';
import { sayer } from './support/say';
import { countMessagesTo, readCode } from './support/sms-simulator';
import { dayInput, pickOption, rowsOf, today } from './support/ui';

/**
 * A Kiswahili-speaking landlord's first day, all in Kiswahili: the language is switched on the
 * sign-up page, then sign-up, a rental, a room type and a tenant who reads Kiswahili, a rent
 * invoice whose SMS is in Kiswahili, and an M-PESA payment whose receipt SMS is in Kiswahili.
 * Every step finds what it presses by the Kiswahili catalogue's text (support/say.ts), so a
 * screen left in English fails here.
 */

const say = sayer('sw');
const en = sayer('en');

/** A form field by its Kiswahili label; MUI adds " *" to a required one. */
function field(page: Page, key: string) {
  return page.getByLabel(new RegExp(`${say(key).source.slice(0, -1)}(\\s*\\*)?$`, 'i'));
}

async function choose(page: Page, key: string, option: string | RegExp) {
  await pickOption(page, field(page, key), option);
}

function alertWith(page: Page, key: string) {
  return page.getByRole('alert').filter({ hasText: say(key) });
}

async function next(page: Page, key = 'onboardingFrame:next') {
  const from = page.url();
  await page.getByRole('button', { name: say(key) }).click();
  await expect(page).not.toHaveURL(from);
}

test('a landlord works in Kiswahili and the tenant gets Kiswahili SMS', async ({ page }) => {
  test.slow(); // Sign-up, onboarding, a billing run and a receipt.

  // The switch on the sign-up page, named in English until Kiswahili is chosen.
  await page.goto('/sign-up');
  await page.getByRole('button', { name: en('language:current', { name: 'English' }) }).click();
  await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
  await expect(page.getByRole('heading', { name: say('auth:signUp.title') })).toBeVisible();

  await field(page, 'common:fields.firstname').fill('Mwanaisha');
  await field(page, 'common:fields.lastname').fill('Said');
  const phonenumber = freshPhone();
  await field(page, 'common:fields.phonenumber').fill(phonenumber);
  await field(page, 'common:fields.email').fill('mwanaisha@example.co.ke');
  await choose(page, 'auth:fields.accounttype', say('auth:accountTypes.Landlord'));
  await field(page, 'auth:fields.userPin').fill('2580');
  const seen = await countMessagesTo(phonenumber);
  await page.getByRole('button', { name: say('auth:signUp.submit') }).click();
  // The account exists once the code the SMS brought is entered.
  await field(page, 'auth:forgotPin.code').fill(await readCode(phonenumber, seen));
  await page.getByRole('button', { name: say('auth:signUp.confirm') }).click();
  await expect(page).toHaveURL(/\/register-rentals$/);

  await field(page, 'rentals:fields.rentalname').fill('Jua Court');
  await field(page, 'rentals:fields.rentallocation').fill('Kisauni, Mombasa');
  await page.getByRole('button', { name: say('rentals:form.add') }).click();
  await expect(alertWith(page, 'rentals:form.created')).toBeVisible();
  await next(page);

  await choose(page, 'rentals:fields.rentalid', 'Jua Court');
  await choose(page, 'rentals:fields.housetype', say('rentals:houseTypes.Bedsitter'));
  await field(page, 'rentals:fields.totalunits').fill('10');
  await field(page, 'rentals:fields.monthlyrent').fill('8500');
  await field(page, 'rentals:fields.waterunitrate').fill('150');
  await page.getByRole('button', { name: say('rentals:room.add') }).click();
  await expect(alertWith(page, 'rentals:room.added')).toBeVisible();
  await next(page);

  // Fatuma reads Kiswahili: her SMS follow her language, not the landlord's.
  await field(page, 'common:fields.firstname').fill('Fatuma');
  await field(page, 'common:fields.lastname').fill('Ali');
  await field(page, 'common:fields.phonenumber').fill('0722000001');
  await choose(page, 'tenants:fields.rentalid', 'Jua Court');
  await choose(page, 'tenants:fields.housetype', /^Bedsitter/);
  await field(page, 'tenants:fields.housenumber').fill('A1');
  await field(page, 'tenants:fields.meternumber').fill('JC-M1');
  await field(page, 'tenants:fields.openingrentbalance').fill('0');
  await field(page, 'tenants:fields.openingwaterbalance').fill('0');
  await field(page, 'tenants:fields.openingmeterreading').fill('0');
  await choose(page, 'tenants:fields.language', 'Kiswahili');
  await page.getByRole('button', { name: say('tenants:register.add') }).click();
  await expect(alertWith(page, 'tenants:newTenant.saved')).toBeVisible();
  await next(page, 'tenants:register.next');

  await expect(page).toHaveURL(/\/register-collect-rent$/);
  await field(page, 'settings:mpesa.organizationname').fill('Jua Court Homes');
  await field(page, 'settings:mpesa.paybillnumber').fill('600984');
  await next(page);
  await expect(page).toHaveURL(/\/register-invoices$/);
  await next(page);
  await expect(page).toHaveURL(/\/register-subscription$/);

  // This month's rent, first sent today: the run bills it at once.
  await page.goto('/new-invoice');
  await choose(
    page,
    'invoices:fields.invoicetype',
    say('invoices:invoiceTypes.Rental Invoice Bill'),
  );
  await choose(page, 'invoices:fields.rentalid', 'Jua Court');
  await choose(page, 'invoices:fields.billingfrequency', say('invoices:frequencies.monthly'));
  await field(page, 'invoices:fields.startdate').fill(dayInput(today()));
  await page.getByRole('button', { name: say('invoices:form.save') }).click();
  await expect(alertWith(page, 'invoices:newInvoice.scheduled')).toBeVisible();

  const messages = rowsOf(page.getByRole('main').getByRole('grid'));
  const expectMessages = async (count: number) =>
    expect(async () => {
      await page.goto('/messages');
      await expect(messages).toHaveCount(count, { timeout: 15_000 });
    }).toPass({ timeout: 60_000 });

  await expectMessages(1);
  await expect(messages).toHaveText([
    /Mpendwa Fatuma Ali, INV-\d{6}: Kodi ya \p{L}+ \d{4} ni KES 8,500, lipa ifikapo .+\. Paybill 600984, akaunti A1\./u,
  ]);

  // She pays 8,500 to the paybill with her house number; M-PESA calls the confirmation URL.
  await page.goto('/settings?tab=mpesa');
  const confirmationUrl = await page
    .getByRole('textbox', { name: say('settings:mpesa.confirmationurl') })
    .inputValue();
  const transId = randomBytes(5).toString('hex').toUpperCase();
  await payAsMpesa(page, confirmationUrl, confirmation('A1', '8500.00', transId, 'FATUMA'));

  await expectMessages(2);
  await expect(messages.filter({ hasText: 'yamepokelewa' })).toHaveText([
    new RegExp(
      `Mpendwa Fatuma.*, malipo yako ya KES 8,500 kwa nyumba A1 yamepokelewa na .+ tarehe .+\\. Risiti ${transId}\\. Salio lako ni KES 0\\..* Asante\\.`,
    ),
  ]);
  // The grid around them speaks Kiswahili too: the status of a message kept in the outbox.
  await expect(messages.first().getByText(say('smsStatus:stored'))).toBeVisible();
});
