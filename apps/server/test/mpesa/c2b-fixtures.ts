import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/connection.js';
import { kenyaTimestamp } from '../../src/integrations/mpesa/daraja-helpers.js';
import { readC2bBody, storedPaymentOf } from '../../src/modules/c2b/parse.js';
import { payerName, paymentDescription } from '../../src/modules/ledger/index.js';
import { authed } from '../helpers/accounts.js';
import { landlordWithRoom } from '../helpers/tenant-fixtures.js';
import { randomTransId } from '../../../../tools/daraja-simulator.mjs';

/**
 * A C2B confirmation as the reference's sample (every value a string), new TransID each, paid
 * at `paidAt` (default now): a test app with a clock of its own passes that clock's time, as
 * a TransTime a day ahead of it or a year behind is held for the owner.
 */
export function c2bSample(overrides: Record<string, string> = {}, paidAt = new Date()) {
  return {
    TransactionType: 'Pay Bill',
    TransID: randomTransId(),
    TransTime: kenyaTimestamp(paidAt),
    TransAmount: '5.00',
    BusinessShortCode: '600966',
    BillRefNumber: 'A4',
    InvoiceNumber: '',
    OrgAccountBalance: '25.00',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'JOHN',
    MiddleName: '',
    LastName: '',
    ...overrides,
  };
}

/** The payment a callback with this body is stored with, as the endpoint reads it once. */
export function storedPaymentOfBody(body: unknown) {
  return storedPaymentOf(readC2bBody(body));
}

/** Every transaction of the organization. */
export function paymentsOf(db: Db, organizationId: string) {
  return (
    db
      .selectFrom('transactions')
      .selectAll('transactions')
      // The payer's name and description are beside the payment (decision 0078).
      .select([payerName('transactions'), paymentDescription('transactions')])
      .where('organization_id', '=', organizationId)
      .execute()
  );
}

/**
 * A landlord with a rental and a room type whose M-PESA settings name `paybill`, and the URL
 * M-PESA confirms its payments to.
 */
export async function landlordOnPaybill(app: App, paybill: string, organizationname = 'Sunrise') {
  const owner = await landlordWithRoom(app);
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(owner.token),
    payload: { organizationname, paybillnumber: paybill },
  });
  expect(saved.statusCode).toBe(200);
  const { confirmationurl } = saved.json<{ mpesasettings: { confirmationurl: string } }>()
    .mpesasettings;
  return { ...owner, confirmationUrl: confirmationurl };
}
