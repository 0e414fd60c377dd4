import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web's cache keys have one home (apps/web/src/lib/query-keys.ts): eslint.config.js rejects
 * a key written as an array anywhere else, and accepts the registry's entries.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// The probes exist only in memory, where type-aware parsing cannot place them in a tsconfig:
// lint them untyped (lint-rules.test.ts covers the typed rules).
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });
const probePath = path.join(repoRoot, 'apps/web/src/features/tenants/api/query-key-probe.ts');

async function ruleIds(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: probePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const header = [
  "import { useQuery, useQueryClient } from '@tanstack/react-query';",
  "import { tenantKeys } from '../../../lib/query-keys';",
  'export const used = [useQuery, useQueryClient, tenantKeys];',
  '',
].join('\n');

describe('lint: one home for the web cache keys', () => {
  it.each([
    [
      'a key written in a query',
      "export const useProbe = () =>\n  useQuery({ queryKey: ['tenants', 'list'], queryFn: () => 1 });\n",
    ],
    [
      'a key written in an invalidation',
      "export const useProbe = () => {\n  const client = useQueryClient();\n  return () => client.invalidateQueries({ queryKey: ['tenants'] });\n};\n",
    ],
    [
      'a key written in setQueryData',
      "export const useProbe = () => {\n  const client = useQueryClient();\n  return () => client.setQueryData(['tenants', 'detail', '1'], {});\n};\n",
    ],
  ])('rejects %s', async (_what, code) => {
    expect(await ruleIds(header + code)).toEqual(['no-restricted-syntax']);
  });

  it("accepts the registry's entries", async () => {
    const code =
      header +
      [
        'export const useProbe = () => {',
        '  const client = useQueryClient();',
        '  useQuery({ queryKey: tenantKeys.detail("1"), queryFn: () => 1 });',
        '  return () => client.invalidateQueries({ queryKey: tenantKeys.all });',
        '};',
        '',
      ].join('\n');
    expect(await ruleIds(code)).toEqual([]);
  });
});
