import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  serverDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../helpers/server-process.js';
import { codeWrittenFor, signUpOnServer } from '../helpers/server-signup.js';

/**
 * A one-machine install has no platform SMS account: its sign-up codes must still reach the
 * person at the machine, but never through the log, which may be shipped elsewhere and kept.
 */
let database: ServerDatabase;
let server: ServerProcess;
beforeAll(async () => {
  database = await serverDatabase();
  server = await startServerProcess(database);
}, 60_000);
afterAll(async () => {
  server?.kill();
  await database.drop();
});

it('writes the sign-up code to DATA_DIR/account-messages.txt, for its owner only, not to the log', async () => {
  const { body } = await signUpOnServer(server);
  const code = codeWrittenFor(server.accountMessages(), body.phonenumber);
  expect(code).toMatch(/^\d{6}$/);

  const file = path.join(database.env.DATA_DIR!, 'account-messages.txt');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const [message] = server
    .accountMessages()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(message).toMatchObject({ to: `+254${body.phonenumber.slice(1)}` });

  const log = server.output();
  expect(log).toContain('account-messages.txt');
  expect(log).not.toContain(code);
  expect(log).not.toContain(message.text);
});
