import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerC2bUrls } from '../../src/integrations/mpesa/daraja-c2b.js';
import {
  callbackUrlProblems,
  forbiddenUrlWords,
} from '../../src/integrations/mpesa/daraja-callback-urls.js';
import {
  clearDarajaTokenCache,
  DarajaError,
  darajaToken,
  type DarajaCredentials,
} from '../../src/integrations/mpesa/daraja-client.js';
import {
  kenyaTimestamp,
  parseKenyaTimestamp,
  stkPassword,
  toDarajaPhone,
} from '../../src/integrations/mpesa/daraja-helpers.js';
import { stkPush, stkQuery } from '../../src/integrations/mpesa/daraja-stk.js';
import { parseStkCallback } from '../../src/integrations/mpesa/daraja-stk-callback.js';
import {
  sandboxPasskey,
  startDarajaSimulator,
  type DarajaSimulator,
} from '../../../../tools/daraja-simulator.mjs';

let sim: DarajaSimulator;
let creds: DarajaCredentials;
beforeAll(async () => {
  sim = await startDarajaSimulator({ stkDelayMs: 10 });
  creds = {
    consumerKey: 'test-key',
    consumerSecret: 'test-secret',
    environment: 'sandbox',
    baseUrl: sim.url,
  };
});
afterAll(() => sim.close());
beforeEach(() => {
  clearDarajaTokenCache();
  sim.controls.reset();
});

describe('Daraja helpers', () => {
  it('computes the STK password of the reference test vector', () => {
    const password = stkPassword('174379', sandboxPasskey, '20210628092408');
    expect(Buffer.from(password, 'base64').toString()).toBe(
      `174379${sandboxPasskey}20210628092408`,
    );
    expect(password).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjEwNjI4MDkyNDA4',
    );
  });

  it('writes and reads Kenya timestamps', () => {
    expect(kenyaTimestamp(new Date('2023-11-21T09:13:25Z'))).toBe('20231121121325');
    expect(parseKenyaTimestamp('20231121121325')?.toISOString()).toBe('2023-11-21T09:13:25.000Z');
    expect(parseKenyaTimestamp('20231321121325')).toBeUndefined();
    expect(parseKenyaTimestamp('abc')).toBeUndefined();
  });

  it('turns local numbers into Daraja phones', () => {
    expect(toDarajaPhone('0712345678')).toBe('254712345678');
    expect(toDarajaPhone('+254 112 345 678')).toBe('254112345678');
    expect(toDarajaPhone('254712345678')).toBe('254712345678');
    expect(toDarajaPhone('0612345678')).toBeUndefined();
  });

  it('finds forbidden words in callback URLs', () => {
    expect(forbiddenUrlWords('https://x.co/api/c2b/abc/confirmation')).toEqual([]);
    expect(forbiddenUrlWords('https://x.co/M-Pesa/confirm')).toContain('m-pesa');
    expect(forbiddenUrlWords('https://x.co/api/mpesa/confirm')).toContain('mpesa');
    expect(forbiddenUrlWords('https://SafariCom.x.co/c')).toContain('safaricom');
    expect(callbackUrlProblems('http://localhost:3000/api/c2b/x', 'sandbox')).toEqual([]);
    expect(callbackUrlProblems('http://localhost:3000/api/c2b/x', 'production')).toHaveLength(2);
  });

  it('reads stk callbacks by item name, tolerating missing values', () => {
    expect(
      parseStkCallback({
        Body: {
          stkCallback: {
            MerchantRequestID: '29115-34620561-1',
            CheckoutRequestID: 'ws_CO_191220191020363925',
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: 1.0 },
                { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
                { Name: 'Balance' },
                { Name: 'TransactionDate', Value: 20191219102115 },
                { Name: 'PhoneNumber', Value: 254708374149 },
              ],
            },
          },
        },
      }),
    ).toEqual({
      merchantRequestId: '29115-34620561-1',
      checkoutRequestId: 'ws_CO_191220191020363925',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amount: 1,
      receiptNumber: 'NLJ7RT61SV',
      transactionDate: '20191219102115',
      phoneNumber: '254708374149',
    });
    expect(parseStkCallback({ nope: 1 })).toBeUndefined();
  });
});

describe('Daraja client against the simulator', () => {
  it('caches the OAuth token and refuses wrong credentials', async () => {
    await darajaToken(creds);
    await darajaToken(creds);
    expect(sim.calls.tokens).toBe(1);
    let later = Date.now() + 56 * 60 * 1000;
    await darajaToken(creds, () => later);
    expect(sim.calls.tokens).toBe(2);
    later += 1;
    await expect(darajaToken({ ...creds, consumerSecret: 'wrong' })).rejects.toMatchObject({
      code: 'credentials',
    });
  });

  it('registers C2B URLs, refusing forbidden words and a second production registration', async () => {
    const ok = await registerC2bUrls(creds, {
      ShortCode: '600984',
      ResponseType: 'Completed',
      ConfirmationURL: 'http://127.0.0.1:3000/api/c2b/abc/confirmation',
      ValidationURL: 'http://127.0.0.1:3000/api/c2b/abc/validation',
    });
    expect(ok.ResponseCode).toBe('0');
    expect(ok.ResponseDescription).toBe('Success');
    const bad = registerC2bUrls(creds, {
      ShortCode: '600984',
      ResponseType: 'Completed',
      ConfirmationURL: 'http://127.0.0.1:3000/api/mpesa/confirmation',
      ValidationURL: 'http://127.0.0.1:3000/api/c2b/abc/validation',
    });
    await expect(bad).rejects.toBeInstanceOf(DarajaError);
    await expect(bad).rejects.toMatchObject({ code: '400.002.02' });

    sim.controls.setProduction(true);
    try {
      const https = {
        ShortCode: '600985',
        ResponseType: 'Completed' as const,
        ConfirmationURL: 'https://rent.example.com/api/c2b/abc/confirmation',
        ValidationURL: 'https://rent.example.com/api/c2b/abc/validation',
      };
      await registerC2bUrls(creds, https);
      await expect(registerC2bUrls(creds, https)).rejects.toMatchObject({
        code: '500.003.1001',
        message: 'Urls are already registered',
      });
    } finally {
      sim.controls.setProduction(false);
    }
  });

  it('sends an STK push, receives the callback and queries the result', async () => {
    const received: unknown[] = [];
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        received.push(JSON.parse(text));
        res.end('{"ResultCode":0}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const input = {
        shortcode: '174379',
        passkey: sandboxPasskey,
        amount: 1,
        phone: '0708374149',
        callbackUrl: `http://127.0.0.1:${port}/cb`,
        accountReference: 'SUBSCRIPTION-XYZ',
        description: 'Subscription payment',
      };
      sim.controls.nextStkResult('none');
      const pending = await stkPush(creds, input);
      expect(pending.CheckoutRequestID).toMatch(/^ws_CO_/);
      expect(sim.calls.stkPushes[0]?.body).toMatchObject({
        AccountReference: 'SUBSCRIPTION',
        TransactionDesc: 'Subscription ',
        PhoneNumber: '254708374149',
      });
      expect(
        await stkQuery(creds, { ...input, checkoutRequestId: pending.CheckoutRequestID }),
      ).toMatchObject({ state: 'pending' });

      sim.controls.nextStkResult(1032);
      const cancelled = await stkPush(creds, input);
      await new Promise((r) => setTimeout(r, 100));
      const callback = parseStkCallback(received[0]);
      expect(callback).toMatchObject({
        checkoutRequestId: cancelled.CheckoutRequestID,
        resultCode: 1032,
      });
      expect(callback?.receiptNumber).toBeUndefined();
      expect(
        await stkQuery(creds, { ...input, checkoutRequestId: cancelled.CheckoutRequestID }),
      ).toMatchObject({ state: 'done', resultCode: 1032 });

      const paid = await stkPush(creds, input);
      await new Promise((r) => setTimeout(r, 100));
      expect(parseStkCallback(received[1])).toMatchObject({
        checkoutRequestId: paid.CheckoutRequestID,
        resultCode: 0,
        amount: 1,
      });
      await sim.controls.repeatLastCallback();
      expect(received[2]).toEqual(received[1]);

      await expect(stkPush(creds, { ...input, passkey: 'wrong' })).rejects.toMatchObject({
        code: '400.002.02',
      });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('drops a revoked token and retries once', async () => {
    await darajaToken(creds);
    sim.controls.revokeTokens();
    const ok = await registerC2bUrls(creds, {
      ShortCode: '600984',
      ResponseType: 'Completed',
      ConfirmationURL: 'http://127.0.0.1:3000/api/c2b/abc/confirmation',
      ValidationURL: 'http://127.0.0.1:3000/api/c2b/abc/validation',
    });
    expect(ok.ResponseCode).toBe('0');
    expect(sim.calls.tokens).toBe(2);
  });
});
