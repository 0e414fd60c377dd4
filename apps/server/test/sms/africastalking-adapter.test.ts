import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingSimulator,
  type AfricasTalkingSimulator,
} from '../../../../tools/africastalking-simulator.mjs';
import {
  africasTalkingBaseUrl,
  createAfricasTalkingProvider,
  parseAfricasTalkingDeliveryReport,
} from '../../src/integrations/sms/africastalking.js';
import { SmsProviderError } from '../../src/integrations/sms/provider.js';
import { simulatorApiKey } from './fixtures.js';

let simulator: AfricasTalkingSimulator;

beforeAll(async () => {
  simulator = await startAfricasTalkingSimulator({
    apiKeys: [simulatorApiKey],
    invalidNumbers: ['+254700000403'],
    recipientCodes: { '+254700000406': 406, '+254700000500': 500 },
  });
});
afterAll(() => simulator.close());
beforeEach(() => simulator.controls.reset());

const provider = (overrides: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  createAfricasTalkingProvider({
    username: 'sandbox',
    apiKey: overrides.apiKey ?? simulatorApiKey,
    baseUrl: overrides.baseUrl ?? simulator.url,
    timeoutMs: overrides.timeoutMs ?? 2000,
  });

async function failureOf(promise: Promise<unknown>): Promise<SmsProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsProviderError);
  return error as SmsProviderError;
}

describe("Africa's Talking adapter, over HTTP against the simulator", () => {
  it('posts the form with the apiKey header and reads the recipient result', async () => {
    const result = await provider().send({
      to: '+254711000111',
      text: 'Rent due',
      senderId: 'SUNRISE',
    });
    expect(result).toMatchObject({
      to: '+254711000111',
      accepted: true,
      statusCode: 101,
      status: 'Success',
      cost: 'KES 0.8000',
    });
    expect(result.providerMessageId).toMatch(/^ATXid_/);
    expect(simulator.requests[0]?.form).toEqual({
      username: 'sandbox',
      to: '+254711000111',
      message: 'Rent due',
      from: 'SUNRISE',
    });
    expect(simulator.messages).toHaveLength(1);
  });

  it('reports the cost of each recipient by the parts of its text', async () => {
    const long = await provider().send({ to: '+254711000112', text: 'x'.repeat(200) });
    const unicode = await provider().send({ to: '+254711000113', text: 'Kodi ya nyumba 🏠' });
    expect(long.cost).toBe('KES 1.6000');
    expect(unicode.cost).toBe('KES 0.8000');
  });

  it('gives a refused number its status name, no id and no cost', async () => {
    const invalid = await provider().send({ to: '+254700000403', text: 'Hello' });
    expect(invalid).toMatchObject({
      accepted: false,
      statusCode: 403,
      status: 'InvalidPhoneNumber',
      providerMessageId: null,
      cost: null,
      transient: false,
    });
    const blacklisted = await provider().send({ to: '+254700000406', text: 'Hello' });
    expect(blacklisted).toMatchObject({ accepted: false, status: 'UserInBlacklist' });
    const gateway = await provider().send({ to: '+254700000500', text: 'Hello' });
    expect(gateway).toMatchObject({ accepted: false, statusCode: 500, transient: true });
    expect(simulator.messages).toHaveLength(0);
  });

  it('turns the plain-text 401 into a credentials failure', async () => {
    const error = await failureOf(
      provider({ apiKey: 'wrong' }).send({ to: '+254711000111', text: 'Hi' }),
    );
    expect(error.kind).toBe('credentials');
    expect(error.message).toBe('SMS provider refused the credentials');
  });

  it('treats HTTP 500 as not sent (safe to retry)', async () => {
    simulator.controls.failNext(1, 500);
    const error = await failureOf(provider().send({ to: '+254711000111', text: 'Hi' }));
    expect(error).toMatchObject({ kind: 'not-sent', message: 'SMS provider error (HTTP 500)' });
    expect(simulator.messages).toHaveLength(0);
  });

  it('treats a timeout as unknown: the gateway may have the message', async () => {
    simulator.controls.hangNext(1);
    const started = Date.now();
    const error = await failureOf(
      provider({ timeoutMs: 200 }).send({ to: '+254711000111', text: 'Hi' }),
    );
    expect(error).toMatchObject({
      kind: 'unknown',
      message: 'No answer from the SMS provider (timeout)',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(simulator.messages).toHaveLength(1);
  });

  it('treats a refused connection as not sent', async () => {
    const closed = await startAfricasTalkingSimulator();
    await closed.close();
    const error = await failureOf(
      provider({ baseUrl: closed.url }).send({ to: '+254711000111', text: 'Hi' }),
    );
    expect(error.kind).toBe('not-sent');
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('picks the sandbox API for the sandbox account, unless overridden', () => {
    expect(africasTalkingBaseUrl('sandbox')).toBe('https://api.sandbox.africastalking.com');
    expect(africasTalkingBaseUrl('sunrise')).toBe('https://api.africastalking.com');
    expect(africasTalkingBaseUrl('sunrise', 'http://127.0.0.1:4010/')).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('parses delivery reports: final, delivered and the reason', () => {
    expect(parseAfricasTalkingDeliveryReport({ id: 'ATXid_1', status: 'Success' })).toEqual({
      providerMessageId: 'ATXid_1',
      status: 'Success',
      final: true,
      delivered: true,
      reason: null,
    });
    expect(
      parseAfricasTalkingDeliveryReport({
        id: 'ATXid_1',
        status: 'Failed',
        failureReason: 'UserInBlackList',
      }),
    ).toMatchObject({ final: true, delivered: false, reason: 'UserInBlackList' });
    expect(parseAfricasTalkingDeliveryReport({ id: 'ATXid_1', status: 'Rejected' })).toMatchObject({
      final: true,
      delivered: false,
      reason: 'Rejected',
    });
    expect(parseAfricasTalkingDeliveryReport({ id: 'ATXid_1', status: 'Buffered' })).toMatchObject({
      final: false,
      reason: null,
    });
    expect(parseAfricasTalkingDeliveryReport({ status: 'Success' })).toBeNull();
  });
});
