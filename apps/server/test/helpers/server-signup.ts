import type { SessionResponse, SignupBody } from '@rental/shared/schemas/auth';
import { signupBody } from './accounts.js';

/** A running server and the account messages it wrote (server-process.ts). */
export interface LoggingServer {
  url: string;
  accountMessages: () => string;
}

/**
 * The last code a server wrote for a phone to its account messages file: with no platform SMS
 * account, a one-machine install writes them there, and the person at the machine reads them.
 */
export function codeWrittenFor(messages: string, phonenumber: string): string | undefined {
  const to = `+254${phonenumber.slice(1)}`;
  let code: string | undefined;
  for (const line of messages.split('\n').filter(Boolean)) {
    const message = JSON.parse(line) as { to: string; text: string };
    const found = message.to === to ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
    if (found) code = found;
  }
  return code;
}

async function post(url: string, body: unknown) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Signs up on a running server: the form, then the code from its account messages file. */
export async function signUpOnServer(
  server: LoggingServer,
  overrides: Partial<SignupBody> = {},
): Promise<SessionResponse & { body: SignupBody }> {
  const body = signupBody(overrides);
  const started = await post(`${server.url}/api/user/signup`, body);
  if (started.status !== 202) throw new Error(`sign-up: ${started.status} ${await started.text()}`);
  let code: string | undefined;
  for (let waited = 0; !code && waited < 5_000; waited += 50) {
    code = codeWrittenFor(server.accountMessages(), body.phonenumber);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code)
    throw new Error(`no sign-up code for ${body.phonenumber} in the account messages file`);
  const verified = await post(`${server.url}/api/user/signup/verify`, {
    phonenumber: body.phonenumber,
    code,
  });
  if (verified.status !== 201)
    throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return { ...((await verified.json()) as SessionResponse), body };
}
