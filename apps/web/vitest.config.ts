import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Rendering MUI screens in jsdom on a loaded 2-core machine: 5 s is too tight, and a test
    // may wait for several screens of up to 15 s each there (test/setup.ts).
    testTimeout: 45_000,
  },
});
