import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunk } from './first-screen-chunk';

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

export default defineConfig({
  plugins: [react(), firstScreen.plugin],
  resolve: {
    // zod without eval, which the server's Content-Security-Policy refuses (src/lib/zod-jitless.ts).
    alias: [{ find: /^zod$/, replacement: page('src/lib/zod-jitless.ts') }],
  },
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
});
