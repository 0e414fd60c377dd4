import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The async rules (type-aware) and the hard-coded-text rule of eslint.config.js reject what they
 * promise. Type-aware parsing only reads files on disk that a tsconfig includes, so each probe is
 * written to a folder of its own, with a small tsconfig that keeps the type program quick to build.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });
const probeName = `lint-rule-probe-${randomUUID()}`;
const serverProbes = path.join(repoRoot, 'apps/server/src', probeName);
const webProbes = path.join(repoRoot, 'apps/web/src', probeName);

function writeProject(folder: string, compilerOptions: Record<string, unknown>) {
  fs.mkdirSync(folder);
  const tsconfig = {
    extends: path.relative(folder, path.join(repoRoot, 'tsconfig.base.json')),
    compilerOptions: { lib: ['ES2022'], types: [], ...compilerOptions },
    include: ['.'],
  };
  fs.writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify(tsconfig));
}

async function ruleIds(folder: string, fileName: string, code: string): Promise<string[]> {
  const file = path.join(folder, fileName);
  fs.writeFileSync(file, code);
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

beforeAll(() => {
  writeProject(serverProbes, { module: 'nodenext', moduleResolution: 'nodenext' });
  writeProject(webProbes, {
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    lib: ['ES2022', 'DOM'],
  });
});
afterAll(() => {
  fs.rmSync(serverProbes, { recursive: true, force: true });
  fs.rmSync(webProbes, { recursive: true, force: true });
});

const save = 'const save = (id: string): Promise<string> => Promise.resolve(id);\n';

describe('lint: a forgotten await', () => {
  it.each([
    [
      'a promise nobody awaits',
      'floating.ts',
      `${save}export function probe(): void {\n  save('a');\n}\n`,
      '@typescript-eslint/no-floating-promises',
    ],
    [
      'an async function passed where a void callback is expected',
      'misused.ts',
      `${save}export function probe(ids: string[]): void {\n  ids.forEach(async (id) => {\n    await save(id);\n  });\n}\n`,
      '@typescript-eslint/no-misused-promises',
    ],
    [
      'an await on what is not a promise',
      'thenable.ts',
      'export async function probe(n: number): Promise<number> {\n  return await n;\n}\n',
      '@typescript-eslint/await-thenable',
    ],
  ])('rejects %s', async (_what, fileName, code, rule) => {
    expect(await ruleIds(serverProbes, fileName, code)).toEqual([rule]);
  });

  it('accepts a promise awaited, or let go on purpose with void', async () => {
    const code = `${save}export async function probe(): Promise<void> {\n  await save('a');\n  void save('b');\n}\n`;
    expect(await ruleIds(serverProbes, 'awaited.ts', code)).toEqual([]);
  });
});

describe('lint: hard-coded text in the web app', () => {
  const rule = 'i18next/no-literal-string';
  const component = (jsx: string) =>
    [
      'export declare const t: (key: string) => string;',
      'export declare const paid: boolean;',
      'export const Field = (props: { label: string }) => props.label;',
      'export function Probe() {',
      `  return ${jsx};`,
      '}',
      '',
    ].join('\n');

  it.each([
    ['text between tags', '<p>Pay the rent</p>'],
    ['a text attribute people read', '<img alt="A house" src="/house.png" />'],
    ['a label given to a component', '<Field label="Phone number" />'],
    ['a text inside a JSX expression', "<p>{paid ? 'Paid' : 'Owes money'}</p>"],
  ])('rejects %s', async (_what, jsx) => {
    const found = await ruleIds(webProbes, 'literal.tsx', component(jsx));
    expect([...new Set(found)]).toEqual([rule]);
  });

  it('accepts texts from the catalogues, names of things and signs', async () => {
    const jsx =
      "<p title={t('title')}>{t(paid ? 'paid' : 'due')} · <b>KES</b> 2,000 <b>M-PESA</b></p>";
    expect(await ruleIds(webProbes, 'translated.tsx', component(jsx))).toEqual([]);
  });
});
