import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resources } from '../app/catalogues';
import i18n, { loadTexts, type Namespace } from '../app/i18n';
import { clearToken } from '../lib/auth-token';
import { removeStyles } from './styles';

// CI machines have 2 cores shared by the API tests and the browser's build: a lazy screen can
// take several seconds to appear there, so findBy/waitFor wait up to 15 s (they return as soon
// as the screen is right, so a passing test is no slower).
configure({ asyncUtilTimeout: 15_000 });

// The texts are chunks the app loads per screen (app/i18n.ts): the tests render components
// outside their routes, so every namespace is in before any test renders.
await loadTexts(Object.keys(resources.en) as Namespace[]);

// The wording of failures is code the app fetches when a call first fails
// (components/lazy-call-load-error.tsx). A call failing as a test ends would fetch it after
// the test file's environment is torn down, an unhandled error that fails the whole run: it is
// in before any test instead.
await Promise.all([import('../lib/describe-error'), import('../components/call-load-error')]);

// The heavy parts the screens load lazily (data grid, date picker, charts, PDF) are in before
// any test too. A test file that ends while one of them is still loading would otherwise leave
// a failed import behind, and the files sharing its worker's modules (vitest.base.ts) would
// fail on it.
await Promise.all([
  import('@mui/x-data-grid'),
  import('@mui/x-date-pickers/DatePicker'),
  import('@mui/x-date-pickers/LocalizationProvider'),
  import('@mui/x-date-pickers/AdapterDayjs'),
  import('@mui/x-charts/BarChart'),
  import('@mui/x-charts/LineChart'),
  import('jspdf'),
  import('jspdf-autotable'),
]);

// Every test leaves the page as a fresh one starts (no rendered screen, styles, storage, token,
// stubs or language left), so no test depends on the one before it.
afterEach(async () => {
  cleanup();
  // A spy on a module's export would otherwise outlive its file in a shared module graph.
  vi.restoreAllMocks();
  removeStyles();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // The token is gone with the storage; this also forgets that a test signed out on purpose.
  clearToken();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
  document.title = '';
});
