import { test } from '@playwright/test';
import type { ScreenLanguage } from './support/say';
import { saveSeededAccount, seedAccount } from './support/seeded-account';
import { seedAgent } from './support/seeded-agent';
import { seedOperator } from './support/seeded-operator';

/**
 * The Kiswahili screens are checked on the SQLite pass only (playwright.config.ts), so only it
 * seeds their account.
 */
const languages: ScreenLanguage[] = process.env.DATABASE_URL ? ['en'] : ['en', 'sw'];

// Seeds the landlord (and the agent and the operator) whose screens the screens check opens,
// once per run and language.
for (const language of languages) {
  test(`seed a landlord with a little of everything, an agent, an operator (${language})`, async ({
    request,
  }) => {
    const landlord = await seedAccount(request, language);
    const agent = await seedAgent(request, language);
    const operator = await seedOperator(request, language, landlord);
    await saveSeededAccount({ ...landlord, agent, operator }, language);
  });
}
