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

/** Sends through the platform account, or, with none set, writes the message to the log. */
export function createAccountMessenger(
  platform: PlatformSmsOptions | undefined,
  log: WarnLogger,
): AccountMessenger {
  if (!platform) {
    return {
      async send(message) {
        await afterThisAnswer();
        // A one-machine install has no SMS account: the person at the console reads the code.
        log.warn(
          { to: message.to, text: message.text },
          'No platform SMS account is set (PLATFORM_SMS_USERNAME, PLATFORM_SMS_API_KEY): ' +
            'this account message was not sent by SMS and is written here instead',
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
