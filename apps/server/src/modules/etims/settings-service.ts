import { errorMessages } from '@rental/shared/error-messages';
import type { EtimsSettings, etimsSettingsBodySchema } from '@rental/shared/schemas/etims';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { EtimsOptions } from '../../integrations/etims/options.js';
import type { Clock } from '../../lib/clock.js';
import { requirePermission, type Actor } from '../access/index.js';
import { recordUpdate } from '../activity/index.js';
import {
  findEtimsSettings,
  upsertEtimsSettings,
  type EtimsSettingsRow,
} from './settings-repository.js';

export interface EtimsDeps {
  db: Db;
  clock: Clock;
  etims: EtimsOptions;
}

/** The fields the owner reads back: the cmcKey only as whether KRA initialised the device. */
export function presentSettings(row: EtimsSettingsRow): EtimsSettings {
  return {
    pin: row.pin,
    branchid: row.branch_id,
    deviceserial: row.device_serial,
    environment: row.environment === 'production' ? 'production' : 'sandbox',
    vatregistered: Number(row.vat_registered) === 1,
    scope: row.scope === 'business' ? 'business' : 'all',
    initialised: row.cmc_key_encrypted !== null,
    initialisedat: row.cmc_key_encrypted !== null ? row.initialised_at : null,
    codelistsat: row.code_lists_fetched_at,
  };
}

/** The activity log's fields (their words: packages/shared activity-changes.ts). */
function logged(row: EtimsSettingsRow | undefined) {
  if (!row) return {};
  const shown = presentSettings(row);
  return {
    etimspin: shown.pin,
    etimsbranch: shown.branchid,
    etimsdevice: shown.deviceserial,
    etimsenvironment: shown.environment,
    vatregistered: shown.vatregistered,
    etimsscope: shown.scope,
  };
}

export async function getEtimsSettings(
  deps: EtimsDeps,
  actor: Actor,
): Promise<EtimsSettings | null> {
  requirePermission(actor, 'etims.setup', errorMessages.etimsOwnerOnly);
  const row = await findEtimsSettings(deps.db, actor.organizationId);
  return row ? presentSettings(row) : null;
}

/** Saves the device and the choices; logged with the actor in the same transaction. */
export async function saveEtimsSettings(
  deps: EtimsDeps,
  actor: Actor,
  body: z.output<typeof etimsSettingsBodySchema>,
): Promise<EtimsSettings> {
  requirePermission(actor, 'etims.setup', errorMessages.etimsOwnerOnly);
  const { organizationId } = actor;
  const at = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await findEtimsSettings(trx, organizationId);
    await upsertEtimsSettings(trx, {
      organization_id: organizationId,
      pin: body.pin,
      branch_id: body.branchid,
      device_serial: body.deviceserial,
      environment: body.environment,
      vat_registered: body.vatregistered ? 1 : 0,
      scope: body.scope,
      updated_at: at.toISOString(),
      transmit_from: at.toISOString(),
    });
    const after = (await findEtimsSettings(trx, organizationId)) as EtimsSettingsRow;
    const entry = {
      kind: 'etims_settings_saved',
      entity: 'etims_settings',
      entityId: organizationId,
    } as const;
    await recordUpdate(trx, actor, entry, { before: logged(before), after: logged(after) }, at);
    return presentSettings(after);
  });
}
