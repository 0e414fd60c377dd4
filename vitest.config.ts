import { defineConfig } from 'vitest/config';

const database = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    reporters: [
      'default',
      ['json', { outputFile: `test-results/summary/${database}-vitest.json` }],
    ],
  },
});
