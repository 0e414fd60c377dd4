import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm } from './support/accounts';
import { a2, onboardJuaCourt, skipCollectRent } from './support/jua-court';
import { alertWith, choose, next, nairobi, pdfText, pickOption } from './support/ui';

/**
 * An agent's month, on a phone and on a desktop: the agent signs up and onboards Jua Court,
 * adds two landlords, gives Jua Court to Kamau & Sons and a new Baraka Flats to Achieng,
 * records Brian's rent and a repair, then opens Kamau's owner statement for the month (its
 * PDF, the SMS, a remittance) and the KRA return of Kamau's rentals only.
 */
const viewports = [
  { name: 'phone', size: { width: 360, height: 740 } },
  { name: 'desktop', size: { width: 1366, height: 768 } },
] as const;

/** This month in Nairobi as the month picker writes it: "November 2026". */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-KE', { month: 'long', year: 'numeric', ...nairobi }).format();

async function addLandlord(
  page: Page,
  landlord: { name: string; phone: string; payout: (page: Page) => Promise<void> },
  commission: (page: Page) => Promise<void>,
) {
  await page.getByRole('main').getByRole('button', { name: 'NEW LANDLORD' }).click();
  const dialog = page.getByRole('dialog', { name: 'New landlord' });
  await dialog.getByLabel('Name', { exact: true }).fill(landlord.name);
  await dialog.getByLabel('Phone Number', { exact: true }).fill(landlord.phone);
  await landlord.payout(page);
  await commission(page);
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(dialog).toBeHidden();
  await expect(alertWith(page, 'Landlord added')).toBeVisible();
}

for (const { name, size } of viewports) {
  test(`an agent keeps two landlords' rentals and sends Kamau his owner statement (${name})`, async ({
    page,
  }) => {
    // Onboarding, two landlords, two rentals, money in and out, two reports: a long journey.
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    const phone = name === 'phone';
    const main = page.getByRole('main');

    await signUpThroughForm(page, 'Wanjiku', 'Agent');
    await onboardJuaCourt(page);
    await skipCollectRent(page);
    await next(page); // no invoice schedule
    await next(page, 'GO TO DASHBOARD');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Landlords, in an agent's sidebar (the menu on a phone): none yet, and what to do.
    if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Landlords' }).click();
    await expect(page).toHaveURL(/\/landlords$/);
    await expect(main.getByRole('heading', { name: 'No landlords yet' })).toBeVisible();

    // The form checks before sending, then two landlords: one paid by bank, one by M-PESA.
    await main.getByRole('button', { name: 'NEW LANDLORD' }).click();
    const draft = page.getByRole('dialog', { name: 'New landlord' });
    await draft.getByRole('button', { name: 'SAVE' }).click();
    await expect(draft.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
      "Please enter the landlord's name",
    );
    await draft.getByRole('button', { name: 'CANCEL' }).click();
    await addLandlord(
      page,
      {
        name: 'Kamau & Sons Ltd',
        phone: '0722000111',
        payout: async () => {
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel('KRA PIN (optional)').fill('p051234567x');
          await choose(page, 'Paid by', 'Bank transfer');
          await dialog.getByLabel('Bank', { exact: true }).fill('KCB');
          await dialog.getByLabel('Account number').fill('1234567890');
        },
      },
      (p) => p.getByRole('dialog').getByLabel('Commission (%)').fill('10'),
    );
    await addLandlord(
      page,
      {
        name: 'Achieng Otieno',
        phone: '0733000222',
        payout: (p) => p.getByRole('dialog').getByLabel('M-PESA number').fill('0733000222'),
      },
      async (p) => {
        await choose(p, 'Commission', 'Fixed amount a month');
        await p.getByRole('dialog').getByLabel('Commission (KES a month)').fill('2500');
      },
    );
    const landlords = phone
      ? main.getByRole('list', { name: 'Landlords' })
      : main.getByRole('table', { name: 'Landlords' });
    await expect(landlords).toContainText('KES 2,500 a month');
    await expect(landlords).toContainText('10% of rent collected');

    // Jua Court is Kamau's (its page); the new Baraka Flats is Achieng's (the new form).
    await page.goto('/rentals');
    await main.getByRole('link', { name: 'Edit Jua Court' }).click();
    await choose(page, 'Landlord', 'Kamau & Sons Ltd');
    await main.getByRole('button', { name: 'UPDATE' }).click();
    await expect(alertWith(page, 'Rental updated')).toBeVisible();
    await page.goto('/newrental');
    await page.getByLabel('Rental Name').fill('Baraka Flats');
    await page.getByLabel('Location').fill('Ruaka, Kiambu');
    await choose(page, 'Landlord', 'Achieng Otieno');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(alertWith(page, 'Rental created successfully')).toBeVisible();
    await page.goto('/landlords');
    await expect(landlords.getByRole('list', { name: 'Rentals of Kamau & Sons Ltd' })).toHaveText(
      'Jua Court',
    );
    await expect(landlords.getByRole('list', { name: 'Rentals of Achieng Otieno' })).toHaveText(
      'Baraka Flats',
    );

    // Brian pays his rent; a plumber is paid for Jua Court.
    await page.goto('/newtransaction');
    await page.getByLabel('Tenant', { exact: true }).fill('Brian');
    await page.getByRole('option', { name: `${a2} · House A2, Jua Court` }).click();
    await choose(page, 'Payment Mode', 'Cash');
    await page.getByLabel('Amount (KES)').fill('8500');
    await page.getByLabel('Description').fill('Rent');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(alertWith(page, 'Payment saved')).toBeVisible();
    await page.goto('/expenses');
    await main.getByRole('button', { name: 'NEW EXPENSE' }).click();
    const expense = page.getByRole('dialog', { name: 'New expense' });
    await expense.getByLabel('Amount (KES)').fill('1500');
    // The list's filters have a Category and a Rental too: the dialog's own.
    const category = expense.getByRole('combobox', { name: 'Category' });
    await pickOption(page, category, 'Repairs and maintenance');
    await pickOption(page, expense.getByRole('combobox', { name: 'Rental' }), 'Jua Court');
    await expense.getByLabel('Paid to').fill('Juma Fundi');
    await choose(page, 'Payment mode', 'Cash');
    await expense.getByRole('button', { name: 'SAVE' }).click();
    await expect(alertWith(page, 'Expense saved')).toBeVisible();

    // Kamau's statement for this month: 8,500 in, 10% and the repair off, 6,150 due.
    await page.goto('/landlords');
    await main.getByRole('link', { name: 'Owner statement of Kamau & Sons Ltd' }).click();
    await expect(page).toHaveURL(/\/reports\/owner-statement\?landlordid=/);
    await main.getByRole('button', { name: 'Next month' }).click();
    await expect(main.getByRole('combobox', { name: 'Month' })).toHaveText(thisMonth());
    const figures = main.getByRole('table', { name: 'Statement figures' });
    await expect(figures.getByRole('row')).toHaveText([
      'Rent collectedKES 8,500',
      'Less commission (10%)-KES 850',
      'Less expenses paid-KES 1,500',
      'Due for the monthKES 6,150',
      'Brought forwardKES 0',
      'Less paid to landlordKES 0',
      'Owed, carried forwardKES 6,150',
    ]);
    await expect(main.getByText('Pay to: KCB 1234567890')).toBeVisible();

    const pdf = await pdfText(page, main.getByRole('button', { name: 'PDF' }), 'statement.pdf');
    for (const text of [
      'Owner statement',
      'Kamau & Sons Ltd',
      'Jua Court',
      'KES 6,150',
      'Wanjiku',
    ]) {
      expect(pdf, text).toContain(text);
    }

    await main.getByRole('button', { name: 'SEND BY SMS' }).click();
    await expect(
      alertWith(page, `Statement for ${thisMonth()} sent to Kamau & Sons Ltd (+254722000111)`),
    ).toBeVisible();
    await page.goto('/messages');
    await expect(
      main.getByText(/Your statement for .*: collected KES 8,500, due to you KES 6,150/).first(),
    ).toBeVisible();
    await page.goBack();

    // Paid in full by bank: nothing carried forward.
    await main.getByRole('button', { name: 'RECORD REMITTANCE' }).click();
    const remittance = page.getByRole('dialog', { name: 'Record remittance' });
    await expect(remittance.getByLabel('Amount (KES)')).toHaveValue('6150');
    await choose(page, 'Payment Mode', 'Bank');
    await remittance.getByLabel('Reference (optional)').fill('FT26KCB001');
    await remittance.getByRole('button', { name: 'SAVE' }).click();
    await expect(
      alertWith(page, 'Remittance of KES 6,150 to Kamau & Sons Ltd recorded'),
    ).toBeVisible();
    await expect(figures.getByRole('row').last()).toHaveText('Owed, carried forwardKES 0');

    // KRA's return of Kamau's rentals only, kept in the address.
    await page.goto('/reports');
    await main.getByRole('link', { name: /^KRA rental income/ }).click();
    await choose(page, 'Landlord', 'Kamau & Sons Ltd');
    await expect(page).toHaveURL(/landlordid=/);
    await main.getByRole('button', { name: 'Next month' }).click();
    const summary = main.getByRole('region', { name: 'The return', exact: true });
    await expect(summary).toContainText('Kamau & Sons Ltd');
    await expect(summary).toContainText('P051234567X');
    const residential = phone
      ? main.getByRole('list', { name: 'Residential rent received by property' })
      : main.getByRole('table', { name: 'Residential rent received by property' });
    await expect(residential).toContainText('Jua Court');
    await expect(residential).not.toContainText('Baraka Flats');
    await page.reload();
    await expect(main.getByRole('combobox', { name: 'Landlord' })).toHaveText('Kamau & Sons Ltd');
  });
}
