import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../app/i18n';

// CI machines have 2 cores shared by the API tests: a lazy screen can take over a second to
// appear there, so findBy/waitFor wait up to 5 s (they return as soon as the screen is right).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
