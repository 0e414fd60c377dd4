import {
  sandboxPasskey,
  startDarajaSimulator,
  type DarajaSimulator,
} from '../../../../tools/daraja-simulator.mjs';
import type { App } from '../../src/app.js';
import { authed } from '../helpers/accounts.js';
import type { Db } from '../../src/db/connection.js';
import type { Clock } from '../../src/lib/clock.js';
import { createTestApp, freePort } from '../helpers/test-app.js';

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

export const callbackSecret = 'stk-test-callback-secret';

export interface StkTestApp {
  app: App;
  db: Db;
  simulator: DarajaSimulator;
  url: string;
  close: () => Promise<void>;
}

/**
 * The real app listening on a local port (M-PESA must reach its callback), on a fresh
 * database (SQLite in memory, or a PostgreSQL schema when DATABASE_URL is set), with the
 * product's Daraja app pointed at the simulator (sandbox shortcode 174379).
 */
export async function createStkTestApp(
  options: { clock?: Clock; tenantPageLimits?: TestAppOptions['tenantPageLimits'] } = {},
): Promise<StkTestApp> {
  const simulator = await startDarajaSimulator({ port: 0, host: '127.0.0.1', stkDelayMs: 20 });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const test = await createTestApp({
    clock: options.clock,
    tenantPageLimits: options.tenantPageLimits,
    // Organizations' own Daraja apps (tenant pushes) reach the simulator too.
    mpesa: { baseUrl: simulator.url, publicUrl: url },
    stk: {
      product: {
        credentials: {
          consumerKey: 'test-key',
          consumerSecret: 'test-secret',
          environment: 'sandbox',
          baseUrl: simulator.url,
        },
        shortcode: '174379',
        passkey: sandboxPasskey,
      },
      publicUrl: url,
      callbackSecret,
    },
  });
  await test.app.listen({ port, host: '127.0.0.1' });
  return {
    app: test.app,
    db: test.db,
    simulator,
    url,
    close: async () => {
      await simulator.close();
      await test.close();
    },
  };
}

/** Polls until `check` gives a value (the callback is applied just after its answer). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The landlord's own Daraja app saved in Settings → MPESA Integration (tenant pushes go there). */
export async function saveOwnDarajaApp(app: App, token: string) {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/mpesasettings/mpesa-settings',
    headers: authed(token),
    payload: {
      organizationname: 'Sunrise Homes',
      paybillnumber: '600984',
      collectionmode: 'own_paybill',
      consumerkey: 'test-key',
      consumersecret: 'test-secret',
      passkey: 'landlord-passkey',
    },
  });
  if (saved.statusCode !== 200) throw new Error(`M-PESA settings not saved: ${saved.body}`);
}

/** The CallBackURL a push gave M-PESA (its own token). */
export function callbackUrlOf(t: StkTestApp, checkoutRequestId: string): string {
  const pushed = t.simulator.calls.stkPushes.find(
    (push) => push.checkoutRequestId === checkoutRequestId,
  );
  if (!pushed) throw new Error(`No push ${checkoutRequestId}`);
  return String(pushed.body.CallBackURL);
}

/** An stkCallback body as M-PESA posts it; a success carries Amount and the receipt. */
export function stkCallbackBody(
  checkoutRequestId: string,
  result: { code: number; desc?: string; amount?: number; receipt?: string },
) {
  const success = result.code === 0;
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: 'm-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: result.code,
        ResultDesc:
          result.desc ?? (success ? 'The service request is processed successfully.' : 'Failed'),
        ...(success
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: result.amount },
                  { Name: 'MpesaReceiptNumber', Value: result.receipt },
                  { Name: 'PhoneNumber', Value: 254712345678 },
                ],
              },
            }
          : {}),
      },
    },
  };
}

/** Posts a callback body to a URL as M-PESA would. */
export function postCallback(url: string, body: unknown) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
