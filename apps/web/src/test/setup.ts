import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady } from '../app/i18n';

// CI machines have 2 cores shared by the API tests and the browser's build: a lazy screen can
// take several seconds to appear there, so findBy/waitFor wait up to 15 s (they return as soon
// as the screen is right, so a passing test is no slower).
configure({ asyncUtilTimeout: 15_000 });

// The catalogues are chunks loaded on start (app/i18n.ts): every test renders after them.
await i18nReady;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
