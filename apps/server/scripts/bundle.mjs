// After `tsc`: bundles the compiled server entry (dist/server.js) and the packages it imports
// into that one file, whitespace-minified, with a source map beside it (dist/server.js.map).
//
// Why: start-up memory has a budget (120 MiB resident on SQLite, bench/server-memory.mjs). V8
// keeps the source text of every loaded module for lazy compilation; hundreds of files with
// their comments and indentation held about 7 MB of strings, and loading them one by one grew
// the young generation to its maximum, which V8 gives back only about 20 s later. The bundle
// loads as one script. Identifiers keep their names, so stack traces stay readable; run
// `node --enable-source-maps apps/server/dist/server.js` to see the original files and lines.
//
// The other files in dist/ stay as tsc wrote them (benches import modules from there). The
// bundle sits beside them so that paths taken from import.meta.url (the web app's dist/)
// resolve as they do from src/.
//
// The bundle must stay ASCII: V8 keeps a script's source as one byte a character only if every
// character fits, and one curly quote in a regular expression made the whole 3.9 MB source two
// bytes a character (7.4 MiB held for the life of the process). esbuild escapes non-ASCII in
// strings but not in regular expression literals nor in kept licence comments, so licences go
// to dist/server.js.LEGAL.txt and the build fails on any other character past ASCII.
import { build } from 'esbuild';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../dist/server.js', import.meta.url));

await build({
  entryPoints: [entry],
  outfile: entry,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  legalComments: 'external',
  logLevel: 'warning',
  external: [
    // Native addons: loaded from their packages with their .node files.
    'better-sqlite3',
    '@node-rs/argon2',
    // PostgreSQL only, required at run time when DATABASE_URL is set (db/connection.ts).
    'pg',
    // The API reference, loaded at its first request; swagger-ui serves files from its package.
    '@fastify/swagger',
    '@fastify/swagger-ui',
    // The lease PDF's writer (about 400 KB), loaded at the first lease PDF (leases/lease-pdf.ts).
    'jspdf',
    // The QR code of an eTIMS invoice's PDF (packages/shared/src/pdf/qr.ts), loaded with it.
    'lean-qr',
    // The HTTP client the SMS provider sends with (about 700 KB of source), loaded at the
    // first message sent through Africa's Talking (integrations/sms/africastalking.ts).
    'undici',
  ],
  // The CommonJS packages in the bundle require Node's built-ins: an ES module has no require.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

const lines = fs.readFileSync(entry, 'utf8').split('\n');
const wide = lines.findIndex((line) => /[\u0080-\uffff]/.test(line));
if (wide >= 0) {
  const at = lines[wide].search(/[\u0080-\uffff]/);
  const context = lines[wide].slice(Math.max(0, at - 60), at + 20);
  console.error(
    `dist/server.js line ${wide + 1} has a character past ASCII (write it as \\u escape): ${context}`,
  );
  process.exit(1);
}
