import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunk } from './first-screen-chunk';
import { muiWithoutCssVars } from './mui-without-css-vars';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The signed-in frame and its first screens (sign-in lands on /dashboard). */
const firstScreen = firstScreenChunk({
  frame: [
    'src/app/app-root.tsx',
    'src/app/require-auth.tsx',
    'src/app/layout/app-layout.tsx',
    'src/app/require-permission.tsx',
    'src/entities/onboarding/resume-onboarding.tsx',
  ],
  screens: ['src/features/dashboard/routes/dashboard-page.tsx'],
});

/**
 * The browser gets Preact in React's place (decision 0059): React DOM alone was 64 KB of the
 * first screen's JS gzipped, Preact's compat layer is about 10 KB, and on a slow phone those
 * bytes are the wait (issue 33). Only the build: the component tests run on React, and the
 * browser tests on what ships.
 */
const preact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), firstScreen.plugin, muiWithoutCssVars()],
  resolve: {
    // zod without eval, which the server's Content-Security-Policy refuses (src/lib/zod-jitless.ts).
    alias: [
      { find: /^zod$/, replacement: page('src/lib/zod-jitless.ts') },
      ...(command === 'build' ? preact : []),
    ],
  },
  // The pages rendered to HTML at build time (scripts/prerender.mjs) are rendered by Preact too,
  // bundled whole so that their libraries' imports of React reach it.
  ssr: { noExternal: true },
  server: {
    // In development the API runs separately (npm run dev -w apps/server).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // Three pages: the app (every other path), the landing page (/) and sign-in (/sign-in),
      // which have their own small entries (src/landing, src/sign-in) and are rendered to HTML
      // after the build (scripts/prerender.mjs).
      input: {
        index: page('index.html'),
        landing: page('landing.html'),
        'sign-in': page('sign-in.html'),
      },
      output: {
        codeSplitting: { groups: [firstScreen.group] },
      },
    },
  },
}));
