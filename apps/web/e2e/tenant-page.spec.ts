import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/accounts';
import { a2, collectRentAt, onboardJuaCourt } from './support/jua-court';
import { alertWith, next, pdfText } from './support/ui';

/**
 * The tenant's own page: the landlord makes Brian's private link on his details screen; Brian
 * opens it on a phone with no account (a browser of his own: no session), sees what he owes
 * and where to pay, and downloads his statement. Once the landlord revokes the link, it says
 * it no longer works.
 */
test('a tenant opens their own page from the private link, until the landlord revokes it', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // Onboarding, then a second browser.
  const main = page.getByRole('main');
  await signUpThroughForm(page, 'Zawadi');
  await onboardJuaCourt(page); // Brian (A2) moves in owing KES 1,000
  await collectRentAt(page, '600984');
  await next(page); // no schedule during onboarding
  await expect(page).toHaveURL(/\/register-subscription$/);
  await next(page, 'GO TO DASHBOARD');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link, on Brian's details screen: shown once, when made.
  await page.goto('/tenants');
  await main.getByRole('link', { name: new RegExp(`^${a2}`) }).click();
  await expect(page).toHaveURL(/\/tenant-details\//);
  const section = main.getByRole('region', { name: "Tenant's own page" });
  await section.getByRole('button', { name: 'MAKE LINK' }).click();
  const shared = section.getByLabel('Link to share');
  await expect(shared).toHaveValue(/\/t\/[\w-]{22}$/);
  // The link names the server's public address; the tests reach the same server here.
  const path = new URL(await shared.inputValue()).pathname;

  // Brian's phone: 360 px wide, no session.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: testInfo.project.use.baseURL,
  });
  try {
    const tenant = await phone.newPage();
    await tenant.goto(path);
    const tenantMain = tenant.getByRole('main');
    await expect(tenantMain.getByRole('heading', { level: 1, name: `Hello, ${a2}` })).toBeVisible();
    const balance = tenantMain.getByRole('region', { name: 'Your balance' });
    await expect(balance).toContainText('KES 1,000');
    await expect(balance).toContainText('This is what you owe now.');
    const payTo = tenantMain.getByRole('region', { name: 'How to pay' });
    await expect(payTo).toContainText('600984');
    await expect(payTo).toContainText('A2');
    await expect(
      tenantMain.getByRole('region', { name: 'Your landlord' }).getByRole('link'),
    ).toHaveAttribute('href', /^tel:0\d{9}$/);
    // No Daraja app of the landlord's own: the paybill only, no M-PESA prompt.
    await expect(tenantMain.getByRole('button', { name: 'PAY WITH M-PESA' })).toHaveCount(0);
    const width = await tenant.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(360);
    await tenant.screenshot({ path: testInfo.outputPath('tenant-page-360.png'), fullPage: true });

    const statement = await pdfText(
      tenant,
      tenantMain.getByRole('button', { name: 'DOWNLOAD STATEMENT (PDF)' }),
      'tenant-statement.pdf',
    );
    for (const text of [a2, 'KES 1,000', 'M-PESA paybill 600984, account A2']) {
      expect(statement, text).toContain(`(${text})`);
    }

    // Revoked: the same address now says the link no longer works, in both languages.
    await section.getByRole('button', { name: 'REVOKE LINK' }).click();
    await page
      .getByRole('dialog', { name: "Revoke the tenant's link?" })
      .getByRole('button', { name: 'REVOKE LINK' })
      .click();
    await expect(alertWith(page, 'The link no longer works')).toBeVisible();
    await tenant.reload();
    await expect(
      tenant.getByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    await expect(
      tenant.getByRole('heading', { name: 'Kiungo hiki hakifanyi kazi tena' }),
    ).toBeVisible();
    await expect(tenant.getByText('KES 1,000')).toHaveCount(0);
  } finally {
    await phone.close();
  }
});
