import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js (docs/architecture.md §3 and §7) reject what they
 * promise: each snippet is linted as if it were a file in the zone, importing a real file it
 * must not.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// Boundaries need no types, and the probes exist only in memory, where type-aware parsing
// cannot place them in a tsconfig: lint them untyped (lint-rules.test.ts covers the typed rules).
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const restricted = 'import-x/no-restricted-paths';

describe('lint: import boundaries', () => {
  it.each([
    [
      'a web feature importing another feature',
      'apps/web/src/features/tenants/boundary-probe.ts',
      "import { useCreateRental } from '../rentals/api/create-rental';\nexport const probe = useCreateRental;\n",
    ],
    [
      'web lib/ importing a feature',
      'apps/web/src/lib/boundary-probe.ts',
      "import { useCreateRental } from '../features/rentals/api/create-rental';\nexport const probe = useCreateRental;\n",
    ],
    [
      'web lib/ importing an entity',
      'apps/web/src/lib/boundary-probe.ts',
      "import { useRentals } from '../entities/rentals/rentals';\nexport const probe = useRentals;\n",
    ],
    [
      'a web entity importing a feature',
      'apps/web/src/entities/rentals/boundary-probe.ts',
      "import { useCreateRental } from '../../features/rentals/api/create-rental';\nexport const probe = useCreateRental;\n",
    ],
    [
      'web components/ importing app/',
      'apps/web/src/components/boundary-probe.ts',
      "import { theme } from '../app/theme';\nexport const probe = theme;\n",
    ],
    [
      'server lib/ importing a module',
      'apps/server/src/lib/boundary-probe.ts',
      "import * as rentals from '../modules/rentals/service.js';\nexport const probe = rentals;\n",
    ],
    [
      'server db/ importing a module',
      'apps/server/src/db/boundary-probe.ts',
      "import * as rentals from '../modules/rentals/repository.js';\nexport const probe = rentals;\n",
    ],
    [
      'server integrations/ importing a module',
      'apps/server/src/integrations/sms/boundary-probe.ts',
      "import * as sms from '../../modules/sms/outbox.js';\nexport const probe = sms;\n",
    ],
    [
      "a module importing another module's file, not its face",
      'apps/server/src/modules/rentals/boundary-probe.ts',
      "import { queueSms } from '../sms/outbox.js';\nexport const probe = queueSms;\n",
    ],
    [
      "a job importing a module's file, not its face",
      'apps/server/src/jobs/boundary-probe.ts',
      "import { queueSms } from '../modules/sms/outbox.js';\nexport const probe = queueSms;\n",
    ],
    [
      'a module service importing plugins/',
      'apps/server/src/modules/rentals/boundary-probe-service.ts',
      "import auth from '../../plugins/auth.js';\nexport const probe = auth;\n",
    ],
  ])('rejects %s', async (_what, filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([restricted]);
  });

  it('accepts imports along the boundaries: routes use plugins, a feature its own files and lib/', async () => {
    const route = [
      "import auth from '../../plugins/auth.js';",
      "import * as service from './service.js';",
      "import { AppError } from '../../lib/app-error.js';",
      'export const probe = [auth, service, AppError];',
      '',
    ].join('\n');
    expect(await ruleIds('apps/server/src/modules/rentals/probe-routes.ts', route)).toEqual([]);
    const feature = [
      "import { useCreateRental } from './api/create-rental';",
      "import { apiRequest } from '../../lib/api-client';",
      'export const probe = [useCreateRental, apiRequest];',
      '',
    ].join('\n');
    expect(await ruleIds('apps/web/src/features/rentals/boundary-probe.ts', feature)).toEqual([]);
  });

  it("accepts a module used through its face, and app.ts registering a module's routes", async () => {
    const throughFace =
      "import { queueSms } from '../sms/index.js';\nexport const probe = queueSms;\n";
    expect(await ruleIds('apps/server/src/modules/rentals/boundary-probe.ts', throughFace)).toEqual(
      [],
    );
    const ownFile = "import { queueSms } from '../outbox.js';\nexport const probe = queueSms;\n";
    expect(
      await ruleIds('apps/server/src/modules/sms/templates/boundary-probe.ts', ownFile),
    ).toEqual([]);
    const routes =
      "import { smsRoutes } from './modules/sms/routes.js';\nexport const probe = smsRoutes;\n";
    expect(await ruleIds('apps/server/src/boundary-probe.ts', routes)).toEqual([]);
  });

  describe('cycles', () => {
    // Cycles are found on disk, so two real files import each other for the length of the test.
    const folder = path.join(repoRoot, 'apps/server/src', `lint-cycle-probe-${randomUUID()}`);

    beforeAll(() => {
      fs.mkdirSync(folder);
      fs.writeFileSync(
        path.join(folder, 'first.ts'),
        "import { second } from './second.js';\nexport const first = () => second();\n",
      );
      fs.writeFileSync(
        path.join(folder, 'second.ts'),
        "import { first } from './first.js';\nexport const second = (): unknown => first;\n",
      );
    });
    afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

    it('rejects two files importing each other', async () => {
      const [result] = await eslint.lintFiles([path.join(folder, 'first.ts')]);
      expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
    });
  });
});
