import { expect, type Page } from '@playwright/test';

/** Now as M-PESA writes TransTime: YYYYMMDDHHmmss in Kenya time (UTC+3). */
function kenyaNow() {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * A C2B confirmation as M-PESA posts it (docs/reference/mpesa-daraja.md): every value a string,
 * paid now (a TransTime a year back would be held for the owner to check).
 */
export function confirmation(account: string, amount: string, transId: string, payer: string) {
  return {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: kenyaNow(),
    TransAmount: amount,
    BusinessShortCode: '600984',
    BillRefNumber: account,
    InvoiceNumber: '',
    OrgAccountBalance: '25.00',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: payer,
    MiddleName: '',
    LastName: '',
  };
}

/**
 * Posts it to the organization's confirmation URL as M-PESA would (M-PESA wants ResultCode 0),
 * then waits until the server has applied it: M-PESA is answered once the confirmation is
 * stored, and the payment (or the unallocated one) appears moments later.
 */
export async function payAsMpesa(page: Page, url: string, body: { TransID: string }) {
  const response = await page.request.post(url, { data: body });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ResultCode: 0 });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { 'x-auth-token': token ?? '' };
  const lists = ['/api/transactions/all-transactions', '/api/mpesa/unallocated'];
  await expect
    .poll(async () => {
      const bodies = await Promise.all(
        lists.map(async (path) => (await page.request.get(path, { headers })).text()),
      );
      return bodies.some((text) => text.includes(body.TransID));
    })
    .toBe(true);
}
