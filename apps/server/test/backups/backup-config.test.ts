import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('BACKUP_INTERVAL_HOURS and BACKUP_KEEP', () => {
  it('default to a backup a day, the last 14 kept', () => {
    expect(loadConfig({}).backups).toEqual({ intervalHours: 24, keep: 14 });
  });

  it('may be set; 0 hours turns the server’s backups off', () => {
    const env = { BACKUP_INTERVAL_HOURS: '0', BACKUP_KEEP: '3' };
    expect(loadConfig(env).backups).toEqual({ intervalHours: 0, keep: 3 });
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: '6.5' }).backups.intervalHours).toBe(6.5);
  });

  it.each([
    [{ BACKUP_INTERVAL_HOURS: 'daily' }, 'BACKUP_INTERVAL_HOURS must be a number of hours from 0'],
    [{ BACKUP_INTERVAL_HOURS: '-1' }, 'BACKUP_INTERVAL_HOURS must be a number of hours from 0'],
    [{ BACKUP_INTERVAL_HOURS: '1000' }, 'BACKUP_INTERVAL_HOURS must be a number of hours from 0'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP must be a positive whole number'],
    [{ BACKUP_KEEP: '2.5' }, 'BACKUP_KEEP must be a positive whole number'],
    [{ BACKUP_KEEP: 'all' }, 'BACKUP_KEEP must be a positive whole number'],
  ])('stops start-up with a message naming the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
