import type { SessionResponse, SignupBody } from '@rental/shared/schemas/auth';
import { signupBody } from './accounts.js';

/** A running server and what it wrote (server-process.ts). */
export interface LoggingServer {
  url: string;
  output: () => string;
}

/**
 * The last code the server wrote to its log for a phone: with no platform SMS account, a
 * one-machine install writes account messages there, and the person at the console reads them.
 */
export function codeInLog(output: string, phonenumber: string): string | undefined {
  const to = `+254${phonenumber.slice(1)}`;
  let code: string | undefined;
  for (const line of output.split('\n')) {
    if (!line.includes(to)) continue;
    const found = /"text":"[^"]*?\b(\d{6})\b/.exec(line)?.[1];
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

/** Signs up on a running server: the form, then the code from its log. */
export async function signUpOnServer(
  server: LoggingServer,
  overrides: Partial<SignupBody> = {},
): Promise<SessionResponse & { body: SignupBody }> {
  const body = signupBody(overrides);
  const started = await post(`${server.url}/api/user/signup`, body);
  if (started.status !== 202) throw new Error(`sign-up: ${started.status} ${await started.text()}`);
  let code: string | undefined;
  for (let waited = 0; !code && waited < 5_000; waited += 50) {
    code = codeInLog(server.output(), body.phonenumber);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error(`no sign-up code for ${body.phonenumber} in the server's log`);
  const verified = await post(`${server.url}/api/user/signup/verify`, {
    phonenumber: body.phonenumber,
    code,
  });
  if (verified.status !== 201)
    throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return { ...((await verified.json()) as SessionResponse), body };
}
