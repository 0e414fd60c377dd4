import { defineProject } from 'vitest/config';
import { isolatedFiles, webTestProject } from './vitest.base';

// The web app's component tests that can share one module graph per worker (vitest.base.ts).
export default defineProject(
  webTestProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: isolatedFiles }, false),
);
