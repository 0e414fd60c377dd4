import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentedLayers, importsAgainstOrder, moduleImports } from './module-graph.js';

/**
 * The module order of docs/architecture.md (§3) is the code's: every module is in it once, and
 * a module imports only modules of lower layers, so following a call never climbs back up.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const modulesRoot = path.join(repoRoot, 'apps/server/src/modules');
const layers = documentedLayers(
  fs.readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8'),
);

describe('the module order', () => {
  it('lists every server module once, and only those', () => {
    const modules = fs
      .readdirSync(modulesRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...layers.keys()].sort()).toEqual(modules);
  });

  it('is kept by every import between modules: each goes to a lower layer', () => {
    expect(importsAgainstOrder(layers, moduleImports(modulesRoot))).toEqual([]);
  });

  it('rejects a seeded import up the order, and one within a layer', () => {
    const seeded = [
      { from: 'ledger', to: 'tenants', file: 'ledger/probe.ts' },
      { from: 'ledger', to: 'users', file: 'ledger/probe.ts' },
      { from: 'tenants', to: 'ledger', file: 'tenants/probe.ts' },
    ];
    expect(importsAgainstOrder(layers, seeded)).toEqual([
      `ledger/probe.ts: ledger (layer ${layers.get('ledger')}) imports tenants (layer ${layers.get('tenants')})`,
      `ledger/probe.ts: ledger (layer ${layers.get('ledger')}) imports users (layer ${layers.get('users')})`,
    ]);
  });
});
