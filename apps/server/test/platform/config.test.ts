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

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535'],
    [
      { DATABASE_URL: 'mysql://localhost/db' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
  ])('stops with a message naming the wrong variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
