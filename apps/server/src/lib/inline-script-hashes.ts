import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A `<script>` element: its attributes and its text. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source of a script's text: `'sha256-<base64>'`, as browsers compute it. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The CSP sources of an HTML page's inline scripts (those without a `src`). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(scriptElement)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text = '']) => scriptHashSource(text));
}

/**
 * The CSP sources of every inline script in the built pages under `distDir` (the prerendered
 * landing and sign-in pages load their bundles from one; the offline page's button has one),
 * read when the server starts, so the policy allows exactly the scripts it serves.
 */
export function builtPagesScriptHashes(distDir: string | null): string[] {
  if (distDir === null || !fs.existsSync(distDir)) return [];
  const pages = fs
    .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.html'))
    .map((entry) => fs.readFileSync(path.join(distDir, entry), 'utf8'));
  return [...new Set(pages.flatMap(inlineScriptHashes))].sort();
}
