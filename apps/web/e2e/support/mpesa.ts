import { expect, type APIRequestContext } from '@playwright/test';

/** A C2B confirmation as M-PESA posts it (reference/mpesa-daraja.md): every value a string. */
export function confirmation(account: string, amount: string, transId: string, payer: string) {
  return {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: '20261121121325',
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

/** Posts it to the organization's confirmation URL as M-PESA would; M-PESA wants ResultCode 0. */
export async function payAsMpesa(request: APIRequestContext, url: string, body: object) {
  const response = await request.post(url, { data: body });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ResultCode: 0 });
}
