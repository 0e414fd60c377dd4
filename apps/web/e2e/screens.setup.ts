import { test } from '@playwright/test';
import { saveSeededAccount, seedAccount } from './support/seeded-account';
import { seedAgent } from './support/seeded-agent';

// Seeds the landlord (and the agent) whose screens screens.spec.ts opens, once per run.
test('seed a landlord with a little of everything, and an agent', async ({ request }) => {
  const landlord = await seedAccount(request);
  await saveSeededAccount({ ...landlord, agent: await seedAgent(request) });
});
