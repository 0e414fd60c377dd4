import { expect, test } from '@playwright/test';
import { signInAs } from './support/seeded-account';
import { seedAgent } from './support/seeded-agent';
import { pickOption, rowsOf } from './support/ui';

/*
 * Issue 32, a page for each owner: the agent sets Kamau & Sons' language to Kiswahili, makes
 * their private link and texts it to them; Kamau opens it on a phone with no account and reads
 * their building in Kiswahili, with no tenant's phone. Revoked, the link stops at once.
 */
test('an agent texts Kamau his page; he reads it in Kiswahili until it is revoked', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow(); // An agent seeded, then a second browser.
  const agent = await seedAgent(request);
  await signInAs(page, { token: agent.token });
  const name = 'Kamau & Sons Ltd';

  await page.goto('/landlords');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit landlord' });
  await pickOption(page, form.getByLabel('Language', { exact: true }), 'Kiswahili');
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: `Private page link of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Private page of ${name}` });
  await dialog.getByRole('button', { name: 'MAKE LINK' }).click();
  const shared = dialog.getByLabel('Link to share');
  await expect(shared).toHaveValue(/\/o\/[\w-]{22}$/);
  const link = await shared.inputValue();
  await dialog.getByRole('button', { name: 'SEND BY SMS' }).click();
  // Behind the dialog, which hides the page from the accessibility tree: found by CSS.
  await expect(page.locator('[role=alert]', { hasText: `Link sent to ${name}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('owner-link-1366.png') });
  await dialog.getByRole('button', { name: 'CLOSE' }).click();

  // The SMS in the outbox: Kiswahili, with the link.
  await page.goto('/messages');
  const toOwner = rowsOf(page.getByRole('main').getByRole('grid')).filter({ hasText: '/o/' });
  await expect(toOwner).toHaveCount(1);
  await expect(toOwner).toContainText(new URL(link).pathname.slice(0, 12));

  // Kamau's phone: no session, 360 px.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: testInfo.project.use.baseURL,
  });
  try {
    const owner = await phone.newPage();
    await owner.goto(new URL(link).pathname);
    const main = owner.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Nyumba zilizopangishwa' })).toBeVisible();
    await expect(main).toContainText('Baraka Court');
    const width = await owner.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(360);
    await owner.screenshot({ path: testInfo.outputPath('owner-page-360.png'), fullPage: true });
    const text = (await main.textContent()) ?? '';
    const tenants = await (
      await request.get('/api/tenant/all-tenants', { headers: { 'x-auth-token': agent.token } })
    ).json();
    for (const tenant of tenants.tenants as { tenantdata: { phonenumber: string } }[]) {
      expect(text).not.toContain(tenant.tenantdata.phonenumber.slice(-9));
    }

    // Revoked: the link says at once that it no longer works.
    await page.goto('/landlords');
    await page.getByRole('button', { name: `Private page link of ${name}` }).click();
    await dialog.getByRole('button', { name: 'REVOKE LINK' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke the landlord’s link?' })
      .getByRole('button', { name: 'REVOKE LINK' })
      .click();
    await expect(
      page.locator('[role=alert]', { hasText: 'The link no longer works' }),
    ).toBeVisible();
    await owner.reload();
    // Whose link it was is no longer known: the page speaks the browser's language.
    await expect(owner.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Nyumba zilizopangishwa' })).toHaveCount(0);
    await owner.screenshot({ path: testInfo.outputPath('owner-page-revoked-360.png') });
  } finally {
    await phone.close();
  }
});
