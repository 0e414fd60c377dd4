import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * One home per shared rule (eslint.config.js, oneHomeBans and clockBans): a rule written out by
 * hand outside its home is refused. Each snippet is linted as if it were a file in the tree.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// The probes exist only in memory, where type-aware parsing cannot place them in a tsconfig:
// lint them untyped (lint-rules.test.ts covers the typed rules).
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const banned = 'no-restricted-syntax';
const serverModule = 'apps/server/src/modules/rentals/one-home-probe.ts';
const webFile = 'apps/web/src/features/rentals/one-home-probe.ts';
const nairobiToday = [
  "import { nairobiDate } from '@rental/shared/dates';",
  'export const today = nairobiDate(new Date());',
  '',
].join('\n');

describe('lint: one home per shared rule', () => {
  it.each([
    ["a day's milliseconds", webFile, 'export const day = 86_400_000;\n'],
    ["a day's milliseconds, unseparated", serverModule, 'export const day = 86400000;\n'],
    [
      "Nairobi's offset in a string",
      'apps/server/src/lib/one-home-probe.ts',
      "export const offset = '+03:00';\n",
    ],
    [
      "Nairobi's offset in a template",
      serverModule,
      'export const at = (d: string) => new Date(`${d}T00:00:00+03:00`);\n',
    ],
    ['today as nairobiDate(new Date())', webFile, nairobiToday],
    ['the time read in domain code', serverModule, 'export const now = () => new Date();\n'],
    ['Date.now() in domain code', serverModule, 'export const now = () => Date.now();\n'],
    [
      'the billing time zone written out',
      'apps/server/src/lib/one-home-probe.ts',
      "export const zone = 'Africa/Nairobi';\n",
    ],
    [
      'a role compared by hand on the server',
      serverModule,
      "export const mayAct = (actor: { role: string }) => actor.role !== 'owner';\n",
    ],
    [
      'a role compared by hand on the web',
      webFile,
      "export const manager = (member: { role: string }) => member.role === 'manager';\n",
    ],
  ])('refuses %s', async (_what, filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain(banned);
  });

  it('lets the home, the migrations and the tests write them, and domain code parse dates', async () => {
    const home = 'export const msPerDay = 86_400_000;\nexport const offset = "+03:00";\n';
    expect(await ruleIds('packages/shared/src/dates.ts', home)).toEqual([]);
    const migration = "export const at = new Date('2026-01-01T00:00:00+03:00');\n";
    expect(await ruleIds('apps/server/src/db/migrations/9999-probe.ts', migration)).toEqual([]);
    expect(await ruleIds('apps/web/src/features/rentals/probe.test.ts', nairobiToday)).toEqual([]);
    const parse = 'export const at = (iso: string) => new Date(iso);\n';
    expect(await ruleIds(serverModule, parse)).toEqual([]);
  });
});
