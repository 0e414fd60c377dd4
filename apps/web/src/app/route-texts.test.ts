import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from './catalogues';
import { firstTextsEn } from './first-texts-en';

/**
 * A screen's texts load with its route (withTexts in router.tsx and routes/), the frame's and
 * the dashboard's at start (first-texts-<language>.ts): this reads the source and fails when a
 * route's code, or the frame's, names a namespace its route does not load, so a screen never
 * shows a raw key. A module's namespaces are those it names in useTranslation, in a key
 * ('tenants:title', `activity:${kind}`) or as `ns: 'pdf'`, and those of every module it
 * imports, statically or lazily; a part loaded with its own texts (withPartTexts) is checked on
 * its own, like a route.
 */
const appRoot = import.meta.dirname;
const namespaces = Object.keys(resources.en);
const upFront = new Set(Object.keys(firstTextsEn));
// \bns: not the end of a key's name ("transactions: 'transactions'" names no namespace).
const named = new RegExp(`['\`](${namespaces.join('|')}):|\\bns: '(${namespaces.join('|')})'`, 'g');

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** The catalogues themselves are the texts, not code that shows them. */
const isCatalogue = (file: string) =>
  /[\\/](catalogues[^\\/]*|first-texts-\w+|i18n)\.ts$|[\\/]locales[\\/]|-(en|sw)\.ts$/.test(file);

function namespacesOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const [, list] of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
    if (!list!.trim()) found.add('common');
    for (const [, name] of list!.matchAll(/'(\w+)'/g)) {
      if (namespaces.includes(name!)) found.add(name!);
    }
  }
  for (const [, key, option] of text.matchAll(named)) found.add((key ?? option)!);
  return found;
}

/** A lazily loaded part that brings its own texts (lib/with-part-texts.ts): checked on its own. */
const partCall = /withPartTexts\(\s*import\('([^']+)'\),\s*\[([^\]]*)\]\s*\)/g;

function importsOf(file: string): string[] {
  // A type-only import brings no code, so no texts.
  const text = readFileSync(file, 'utf8')
    .replace(partCall, '')
    .replace(/(?:import|export) type [^;]+;/g, '');
  return [...text.matchAll(/(?:from|import\()\s*'([^']+)'/g)]
    .map(([, specifier]) => resolveImport(file, specifier!))
    .filter((found): found is string => !!found && !found.includes('.test.'));
}

/** Every namespace `roots` and the modules they reach name. */
function reachedNamespaces(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || isCatalogue(file)) continue;
    seen.add(file);
    for (const name of namespacesOf(file)) found.add(name);
    stack.push(...importsOf(file));
  }
  return found;
}

/** Each lazily loaded route module and the namespaces its route loads with it. */
function routeModules() {
  const files = [
    path.join(appRoot, 'router.tsx'),
    ...readdirSync(path.join(appRoot, 'routes')).map((name) => path.join(appRoot, 'routes', name)),
  ];
  return files.flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /\(\s*await (?:withTexts\(\s*import\('([^']+)'\),\s*\[([^\]]*)\]\s*\)|import\('([^']+)'\))\s*\)/g,
      ),
    ].map(([, wrapped, list, plain]) => ({
      module: resolveImport(file, (wrapped ?? plain)!)!,
      loads: [...(list ?? '').matchAll(/'(\w+)'/g)].map(([, name]) => name!),
    })),
  );
}

/** Every source file under src/ but the tests. */
function sourceFiles(folder = path.join(appRoot, '..')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** Each lazily loaded part (withPartTexts) and the namespaces it loads with it. */
function partModules() {
  return sourceFiles().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(partCall)].map(([, specifier, list]) => ({
      module: resolveImport(file, specifier!)!,
      loads: [...list!.matchAll(/'(\w+)'/g)].map(([, name]) => name!),
    })),
  );
}

describe('the texts a screen needs', () => {
  it('are loaded at start for the signed-in frame and the dashboard', () => {
    const frame = [
      'app-root.tsx',
      'require-auth.tsx',
      'layout/app-layout.tsx',
      'require-permission.tsx',
      '../entities/onboarding/resume-onboarding.tsx',
      '../features/dashboard/routes/dashboard-page.tsx',
    ].map((file) => path.join(appRoot, file));
    const missing = [...reachedNamespaces(frame)].filter((name) => !upFront.has(name));
    expect(missing).toEqual([]);
  });

  it('are loaded with each route, beside its code', () => {
    const routes = routeModules();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.flatMap(({ module, loads }) =>
      [...reachedNamespaces([module])]
        .filter((name) => !upFront.has(name) && !loads.includes(name))
        .map((name) => `${path.relative(appRoot, module)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('are loaded with each lazy part of a screen, beside its code', () => {
    const parts = partModules();
    expect(parts.length).toBeGreaterThan(0);
    const missing = parts.flatMap(({ module, loads }) =>
      [...reachedNamespaces([module])]
        .filter((name) => !upFront.has(name) && !loads.includes(name))
        .map((name) => `${path.relative(appRoot, module)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('are found in a key, a hook or an option', () => {
    const file = path.join(appRoot, '../lib/pdf/pdf-layout.ts');
    expect([...namespacesOf(file)]).toContain('pdf');
    const tenants = path.join(appRoot, '../features/tenants/routes/tenants-page.tsx');
    expect([...namespacesOf(tenants)]).toContain('tenants');
  });
});
