import type { EtimsOptions } from '../../src/integrations/etims/options.js';
import type { MpesaOptions } from '../../src/integrations/mpesa/options.js';
import { parseSecretsKey } from '../../src/lib/secrets.js';
import type { SmsOptions } from '../../src/modules/sms/sms-options.js';

/** The secrets key of every test app: stored API keys and Daraja credentials use it. */
export const testSecretsKeyHex = 'a'.repeat(32) + 'b'.repeat(32);
export const testSecretsKey = parseSecretsKey(testSecretsKeyHex) as Buffer;

/** SMS options as server.ts builds them from the configuration, for tests. */
export function testSmsOptions(overrides: Partial<SmsOptions> = {}): SmsOptions {
  return { secretsKey: testSecretsKey, timeoutMs: 2000, ...overrides };
}

/** M-PESA options as server.ts builds them from the configuration, for tests. */
export function testMpesaOptions(overrides: Partial<MpesaOptions> = {}): MpesaOptions {
  return {
    secretsKey: testSecretsKey,
    baseUrl: undefined,
    publicUrl: 'http://localhost:3000',
    ...overrides,
  };
}

/** eTIMS options as server.ts builds them from the configuration, for tests. */
export function testEtimsOptions(overrides: Partial<EtimsOptions> = {}): EtimsOptions {
  return { secretsKey: testSecretsKey, baseUrl: undefined, timeoutMs: 2000, ...overrides };
}
