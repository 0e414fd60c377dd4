import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { migrationProvider } from '../../src/db/migrations/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testMpesaOptions, testSmsOptions } from '../helpers/test-options.js';

/**
 * The HTTP side of a graceful shutdown (server.ts closes the app on SIGTERM): a request in
 * flight when close() begins is still answered, readiness says 503 from that moment, the
 * answer closes its connection (an idle keep-alive connection would hold close() up for the
 * keep-alive timeout, 72 s) and no new connection is accepted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('closing the app', () => {
  it('answers the readiness probe in flight with 503 and stops accepting connections', async () => {
    // A readiness probe that stays in flight until the test lets its migration check answer.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    const app = await buildApp({
      db: t.db,
      webDistDir: null,
      sms: testSmsOptions(),
      mpesa: testMpesaOptions(),
      readiness: {
        checkTimeoutMs: 60_000,
        migrations: {
          getMigrations: async () => {
            asked = true;
            await held;
            return migrationProvider.getMigrations();
          },
        },
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${url}/api/health/ready`);
    await vi.waitFor(() => expect(asked).toBe(true));
    const closed = app.close();
    await vi.waitFor(() => expect(app.isClosing()).toBe(true));
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    answer();
    const response = await inFlight;
    expect(response.status).toBe(503);
    expect(response.headers.get('connection')).toBe('close');
    // The public learns only that it is not ready (operators read why: /api/operator/health).
    expect(await response.json()).toEqual({ status: 'not_ready' });
    await closed;
  });
});
