import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('configuration from the environment', () => {
  it('defaults to port 3000 and SQLite under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
  });

  it('switches to PostgreSQL with a postgres:// DATABASE_URL', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('connects directly unless DATABASE_POOLER names PgBouncer', () => {
    expect(loadConfig({}).databasePooler).toBe('none');
    expect(loadConfig({ DATABASE_POOLER: 'pgbouncer' }).databasePooler).toBe('pgbouncer');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535'],
    [
      { DATABASE_URL: 'mysql://localhost/db' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ DATABASE_POOLER: 'pgpool' }, 'DATABASE_POOLER must be none or pgbouncer'],
  ])('stops with a message naming the wrong variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-For is not believed', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.1, 172.16.0.0/12,fd00::/8', ['10.0.0.1', '172.16.0.0/12', 'fd00::/8']],
    ['192.168.1.0/255.255.255.0', ['192.168.1.0/255.255.255.0']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('accepts %s as Fastify takes it', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    ['yes', 'TRUST_PROXY must be true, false, or a comma-separated list'],
    ['10.0.0.1,', 'TRUST_PROXY must be true, false, or a comma-separated list'],
    ['10.0.0.0/33', 'TRUST_PROXY must be true, false, or a comma-separated list'],
    ['proxy.example.com', 'TRUST_PROXY must be true, false, or a comma-separated list'],
    // Fastify 5 ignores hop counts; the message says what to write instead.
    ['1', 'TRUST_PROXY takes no hop count: list the proxy addresses instead'],
  ])('stops start-up on %s with a message naming TRUST_PROXY', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });
});

describe('TENANT_SMS_HOURS', () => {
  it('is 08:00 to 18:00 Nairobi time by default, and may be set', () => {
    expect(loadConfig({}).tenantSmsHours).toEqual({ from: 8, to: 18 });
    expect(loadConfig({ TENANT_SMS_HOURS: '7-20' }).tenantSmsHours).toEqual({ from: 7, to: 20 });
  });

  it.each(['18-8', '8', '8-25', 'morning'])('refuses %s', (value) => {
    expect(() => loadConfig({ TENANT_SMS_HOURS: value })).toThrow(ConfigError);
  });
});

describe('INVOICE_RUN_START_DELAY_MS', () => {
  it('waits 15 s after start-up by default, and may be set to start at once', () => {
    expect(loadConfig({}).invoiceRunStartDelayMs).toBe(15_000);
    expect(loadConfig({ INVOICE_RUN_START_DELAY_MS: '0' }).invoiceRunStartDelayMs).toBe(0);
  });

  it.each(['-1', '1.5', 'soon'])('refuses %s', (value) => {
    expect(() => loadConfig({ INVOICE_RUN_START_DELAY_MS: value })).toThrow(
      'INVOICE_RUN_START_DELAY_MS must be a whole number of 0 or more',
    );
  });
});
