import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tableOwners } from './table-owners.js';

// The docs live in the repository (docs/architecture.md §9), and stay usable: no source file
// cites a document outside the repository, every relative link in the docs leads somewhere,
// every "docs/architecture.md §N" names a section that exists, the module map lists every
// server module, and the README stays short enough to read.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const thisFile = fileURLToPath(import.meta.url);

const sourceRoots = ['apps', 'packages', 'tools', 'scripts', 'bench', '.ci'];
const rootFiles = ['eslint.config.js', 'vitest.config.ts', 'package.json'];
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'coverage',
  'data',
]);
const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|sh|ya?ml|html|css)$|^run$/;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(repoRoot, file);

/** What a citation of a document outside the repository looks like. */
const outsideCitations: Array<{ pattern: RegExp; why: string }> = [
  { pattern: /\.\.\/shared\//, why: 'a path outside the repository (../shared/)' },
  { pattern: /shared\/(DESIGN|reference|spec)\b/, why: 'the old shared folder outside the repo' },
  { pattern: /(^|[^/\w])DESIGN\.md/, why: 'DESIGN.md: cite docs/architecture.md §N instead' },
  { pattern: /\/work\/(shared|notes)\//, why: 'a path on one machine' },
];

describe('no source file cites a document outside the repository', () => {
  const files = [
    ...sourceRoots.flatMap((root) =>
      filesUnder(path.join(repoRoot, root), (name) => textFile.test(name)),
    ),
    ...rootFiles.map((name) => path.join(repoRoot, name)),
  ].filter((file) => file !== thisFile && fs.existsSync(file));

  it('finds the source files to check', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('cites only paths inside the repository', () => {
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          outsideCitations
            .filter(({ pattern }) => pattern.test(line))
            .map(({ why }) => `${relative(file)}:${index + 1}: ${why}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('cites sections of docs/architecture.md that exist', () => {
    const architecture = fs.readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
    const sections = new Set(
      [...architecture.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])),
    );
    const cited = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/docs\/architecture\.md\s*(?:\*\s*)?§(\d+)/g)]
        .filter((match) => !sections.has(Number(match[1])))
        .map((match) => `${relative(file)}: §${match[1]}`),
    );
    expect(cited).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  const headings = [...withoutCode(markdown).matchAll(/^#{1,6} (.+)$/gm)];
  return new Set(headings.map((match) => anchorOf(match[1] ?? '')));
}

/** Markdown without its fenced code blocks and inline code, where brackets are not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

describe('the docs', () => {
  const docs = [
    path.join(repoRoot, 'README.md'),
    path.join(repoRoot, 'CONTRIBUTING.md'),
    ...filesUnder(path.join(repoRoot, 'docs'), (name) => name.endsWith('.md')),
  ];

  it('have every relative link lead to a file, and every anchor to a heading', () => {
    const broken = docs.flatMap((file) => {
      const links = [...withoutCode(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)];
      return links
        .map((match) => match[1] ?? '')
        .filter((target) => !/^[a-z]+:/i.test(target))
        .filter((target) => {
          const [pathPart, anchor] = target.split('#');
          const linked = pathPart ? path.resolve(path.dirname(file), pathPart) : file;
          if (!fs.existsSync(linked)) return true;
          if (!anchor || !linked.endsWith('.md')) return false;
          return !anchorsIn(fs.readFileSync(linked, 'utf8')).has(anchor);
        })
        .map((target) => `${relative(file)}: ${target}`);
    });
    expect(broken).toEqual([]);
  });

  it('keep the README at most 200 lines', () => {
    const lines = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(200);
  });

  it('list every decision record in the decisions index', () => {
    const dir = path.join(repoRoot, 'docs/decisions');
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const records = fs.readdirSync(dir).filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name));
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });

  it('name every server module in the module map', () => {
    const architecture = fs.readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
    const modules = fs
      .readdirSync(path.join(repoRoot, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.filter((name) => !architecture.includes(`| \`${name}\``))).toEqual([]);
  });

  it('give each module in the module map the tables table-owners.ts gives it', () => {
    const architecture = fs.readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
    const rows = [...architecture.matchAll(/^\| `([a-z-]+)` +\|[^|\n]*\|([^|\n]*)\|$/gm)];
    const documented = Object.fromEntries(
      rows.map((row) => [
        row[1],
        [...(row[2] ?? '').matchAll(/`([a-z_]+)`/g)].map((table) => table[1]).sort(),
      ]),
    );
    const checked = Object.fromEntries(
      Object.keys(documented).map((module) => [
        module,
        Object.keys(tableOwners)
          .filter((table) => tableOwners[table] === module)
          .sort(),
      ]),
    );
    expect(Object.keys(documented).length).toBeGreaterThan(20);
    expect(documented).toEqual(checked);
  });
});
