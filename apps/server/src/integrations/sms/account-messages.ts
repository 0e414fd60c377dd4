import fs from 'node:fs/promises';
import path from 'node:path';
import { createAfricasTalkingProvider } from './africastalking.js';

/**
 * Account messages (one-time codes, invitations, PIN resets) go through the operator's own
 * SMS account (PLATFORM_SMS_*), never through a landlord's tenant SMS settings, and are never
 * stored: no screen or API can show their codes.
 */
export interface AccountMessage {
  /** E.164: +2547XXXXXXXX. */
  to: string;
  text: string;
}

export interface AccountMessenger {
  /** Sends one message; throws when it could not be handed to the gateway. */
  send(message: AccountMessage): Promise<void>;
}

/** The operator's Africa's Talking account (PLATFORM_SMS_*). */
export interface PlatformSmsOptions {
  username: string;
  apiKey: string;
  /** Registered sender id; empty for the account's default. */
  sender?: string;
  /** Overrides the live/sandbox address (the simulator). */
  baseUrl?: string;
  timeoutMs: number;
}

interface WarnLogger {
  warn(object: object, message: string): void;
}

/**
 * Waits for the event loop's next turn: a request that sends a message without awaiting it
 * (Forgot PIN) has written its answer by then, so neither the gateway call's setup nor the
 * log line is part of the answer's time, which must not tell a registered phone.
 */
function afterThisAnswer() {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Sends through the platform account. With none set (a one-machine install), each message is
 * appended to `outboxFile` (a JSON line: when, to whom, the text), readable by the person at
 * the machine only, and the log says only that one was written there: a one-time code never
 * goes to the log, which may be shipped to others and kept for long.
 */
export function createAccountMessenger(
  platform: PlatformSmsOptions | undefined,
  log: WarnLogger,
  outboxFile?: string,
): AccountMessenger {
  if (!platform) {
    return {
      async send(message) {
        await afterThisAnswer();
        if (outboxFile) await appendToOutbox(outboxFile, message);
        log.warn(
          { to: message.to, file: outboxFile ?? null },
          'No platform SMS account is set (PLATFORM_SMS_USERNAME, PLATFORM_SMS_API_KEY): ' +
            'this account message was not sent by SMS' +
            (outboxFile ? ' but written to the file named here' : ''),
        );
      },
    };
  }
  const provider = createAfricasTalkingProvider({
    username: platform.username,
    apiKey: platform.apiKey,
    baseUrl: platform.baseUrl,
    timeoutMs: platform.timeoutMs,
  });
  return {
    async send(message) {
      await afterThisAnswer();
      const result = await provider.send({
        to: message.to,
        text: message.text,
        senderId: platform.sender,
      });
      if (!result.accepted)
        throw new Error(`The SMS gateway refused the message: ${result.status}`);
    },
  };
}

/** One JSON line per message; the file and its folder are the server's user's alone. */
async function appendToOutbox(file: string, message: AccountMessage) {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const line = JSON.stringify({ at: new Date().toISOString(), ...message });
  await fs.appendFile(file, `${line}\n`, { mode: 0o600 });
}
