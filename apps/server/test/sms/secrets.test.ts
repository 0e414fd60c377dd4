import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import {
  decryptSecret,
  encryptSecret,
  loadSecretsKey,
  parseSecretsKey,
  SecretDecryptionError,
} from '../../src/lib/secrets.js';
import { testSecretsKey, testSecretsKeyHex } from './fixtures.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('secrets at rest (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV each time', () => {
    const first = encryptSecret('atsk_secret', testSecretsKey, 'org-1');
    const second = encryptSecret('atsk_secret', testSecretsKey, 'org-1');
    expect(first).not.toBe(second);
    expect(first).not.toContain('atsk_secret');
    expect(decryptSecret(first, testSecretsKey, 'org-1')).toBe('atsk_secret');
  });

  it('refuses another key, another context or a tampered value', () => {
    const stored = encryptSecret('atsk_secret', testSecretsKey, 'org-1');
    const otherKey = Buffer.alloc(32, 7);
    expect(() => decryptSecret(stored, otherKey, 'org-1')).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(stored, testSecretsKey, 'org-2')).toThrow(SecretDecryptionError);
    const [version, iv, tag, data] = stored.split('.');
    const flipped = `${(data as string).startsWith('A') ? 'B' : 'A'}${(data as string).slice(1)}`;
    const tampered = [version, iv, tag, flipped].join('.');
    expect(() => decryptSecret(tampered, testSecretsKey, 'org-1')).toThrow(SecretDecryptionError);
    expect(() => decryptSecret('plain', testSecretsKey)).toThrow(SecretDecryptionError);
  });

  it('reads SECRETS_KEY as 64 hex characters or as base64 of 32 bytes', () => {
    expect(parseSecretsKey(testSecretsKeyHex)).toEqual(testSecretsKey);
    expect(parseSecretsKey(testSecretsKey.toString('base64'))).toEqual(testSecretsKey);
    expect(parseSecretsKey('too-short')).toBeUndefined();
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' })).toThrow('SECRETS_KEY must be');
    expect(loadConfig({ SECRETS_KEY: testSecretsKeyHex }).secretsKey).toBe(testSecretsKeyHex);
  });

  it('without SECRETS_KEY, makes a key once in DATA_DIR/secrets.key (0600) and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-secrets-'));
    folders.push(dataDir);
    const first = loadSecretsKey(undefined, dataDir);
    const second = loadSecretsKey(undefined, dataDir);
    expect(second).toEqual(first);
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, 'secrets.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey(testSecretsKeyHex, dataDir)).toEqual(testSecretsKey);
  });

  it('reads the SMS settings of the environment', () => {
    const config = loadConfig({ AFRICASTALKING_BASE_URL: 'http://127.0.0.1:4010' });
    expect(config).toMatchObject({
      africasTalkingBaseUrl: 'http://127.0.0.1:4010',
      smsTimeoutMs: 10_000,
      smsSenderIntervalMs: 1000,
    });
    expect(() => loadConfig({ AFRICASTALKING_BASE_URL: 'ftp://x' })).toThrow(
      'AFRICASTALKING_BASE_URL must be an http(s) URL',
    );
    expect(() => loadConfig({ SMS_TIMEOUT_MS: '0' })).toThrow('SMS_TIMEOUT_MS must be');
  });
});
