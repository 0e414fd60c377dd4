import { test } from '@playwright/test';
import { saveSeededAccount, seedAccount } from './support/seeded-account';

// Seeds the landlord whose screens screens.spec.ts opens, once per run.
test('seed a landlord with a little of everything', async ({ request }) => {
  await saveSeededAccount(await seedAccount(request));
});
