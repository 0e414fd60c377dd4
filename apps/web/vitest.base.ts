import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';

// The component tests run in two projects. Most share one module graph per worker
// (`isolate: false`): MUI, React and the app's modules are loaded once per worker instead of
// once per file, which halves the web tests' time on two cores. The files below cannot share
// it, so they run with a graph of their own:
// - they replace a module with vi.mock, which only a fresh graph can take back;
// - sign-in-page binds react-i18next to the sign-in page's own i18n instance
//   (sign-in/sign-in-i18n.ts), and every later file would render raw text keys;
// - lazy-tooltip asserts that the tooltip's code is not loaded until it is needed, which a
//   graph another file already loaded it into cannot show.
export const isolatedFiles = [
  'src/app/screen-error-boundary.test.tsx',
  'src/sign-in/sign-in-page.test.tsx',
  'src/components/lazy-tooltip.test.tsx',
];

export function webTestProject(
  name: string,
  files: { include: string[]; exclude?: string[] },
  isolate: boolean,
): UserWorkspaceConfig {
  return {
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      include: files.include,
      exclude: files.exclude ?? [],
      isolate,
      setupFiles: ['src/test/setup.ts'],
      // Rendering MUI screens in jsdom on a loaded 2-core machine: 5 s is too tight, and a test
      // may wait for several screens of up to 15 s each there (test/setup.ts).
      testTimeout: 45_000,
    },
  };
}
