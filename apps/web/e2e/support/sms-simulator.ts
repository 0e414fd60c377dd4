import { expect } from '@playwright/test';

/**
 * The Africa's Talking simulator the test server starts on its port + 1 as the platform SMS
 * account: account messages (codes, invitations, PIN resets) land there, never on a screen.
 */
const simulatorUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;

interface SimulatorMessage {
  to: string;
  message: string;
}

/** "0712345678" as the gateway gets it: +254712345678. */
const international = (phonenumber: string) => `+254${phonenumber.slice(1)}`;

async function messagesTo(phonenumber: string): Promise<SimulatorMessage[]> {
  const response = await fetch(`${simulatorUrl}/__simulator/messages`);
  const { messages } = (await response.json()) as { messages: SimulatorMessage[] };
  return messages.filter((message) => message.to === international(phonenumber));
}

/**
 * The 6-digit code of the newest account message to `phonenumber` after `seen` messages had
 * reached it (waits until it arrives).
 */
export async function readCode(phonenumber: string, seen = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(phonenumber);
        if (messages.length <= seen) return '';
        code = /\b(\d{6})\b/.exec(messages.at(-1)!.message)?.[1] ?? '';
        return code;
      },
      { message: `an SMS with a code to ${phonenumber}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** How many messages reached `phonenumber` so far. */
export async function countMessagesTo(phonenumber: string): Promise<number> {
  return (await messagesTo(phonenumber)).length;
}
