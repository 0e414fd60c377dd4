import { errorMessages } from '@rental/shared/error-messages';
import { msg } from '@rental/shared/message-catalogue';
import type { EtimsTestResponse } from '@rental/shared/schemas/etims';
import {
  EtimsError,
  initDevice,
  type EtimsConnection,
  type EtimsDeviceKey,
} from '../../integrations/etims/oscu-client.js';
import { AppError } from '../../lib/app-error.js';
import { decryptSecret, encryptSecret } from '../../lib/secrets.js';
import { requirePermission, type Actor } from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import { refreshCodeLists, taxTypesOf } from './code-lists.js';
import {
  dropDeviceKey,
  findEtimsSettings,
  storeDeviceKey,
  type EtimsSettingsRow,
} from './settings-repository.js';
import { presentSettings, type EtimsDeps } from './settings-service.js';

/** The cmcKey's context: a ciphertext copied to another organization's row does not decrypt. */
const keyContext = (organizationId: string) => `etims:cmcKey:${organizationId}`;

export function connectionOf(deps: EtimsDeps, row: EtimsSettingsRow): EtimsConnection {
  return {
    environment: row.environment === 'production' ? 'production' : 'sandbox',
    baseUrl: deps.etims.baseUrl,
    timeoutMs: deps.etims.timeoutMs,
  };
}

/**
 * What the owner is told when KRA failed: an unknown device is theirs to correct (422);
 * anything else is KRA's (502), by KRA's result code or ours ('timeout', 'http-503').
 */
export function etimsFailure(error: EtimsError): AppError {
  const kracode = error.code;
  if (kracode === '901') {
    return new AppError('unprocessable', msg('error.etimsDeviceUnknown', { kracode }));
  }
  if (kracode === 'timeout') return new AppError('upstream', msg('error.etimsTimeout'));
  if (error.refused) {
    const reason = error.message.replace(/^KRA eTIMS refused the request: \d{3} ?/, '');
    return new AppError('upstream', msg('error.etimsRefused', { kracode, reason }));
  }
  return new AppError('upstream', msg('error.etimsUnreachable', { kracode }));
}

/**
 * The device's key: the stored one, or KRA's answer to initialising it (stored encrypted and
 * logged with the actor). Two calls at once store one key; the loser reads the winner's.
 */
async function deviceKey(
  deps: EtimsDeps,
  actor: Actor,
  row: EtimsSettingsRow,
): Promise<EtimsDeviceKey | undefined> {
  const { organizationId } = actor;
  if (row.cmc_key_encrypted) return deviceKeyOf(deps, organizationId, row);
  const info = await initDevice(connectionOf(deps, row), {
    tin: row.pin,
    bhfId: row.branch_id,
    dvcSrlNo: row.device_serial,
  });
  const at = deps.clock();
  const encrypted = encryptSecret(info.cmcKey, deps.etims.secretsKey, keyContext(organizationId));
  await deps.db.transaction().execute(async (trx) => {
    if (!(await storeDeviceKey(trx, organizationId, row, encrypted, at.toISOString()))) return;
    const entry = {
      kind: 'etims_initialised',
      entity: 'etims_settings',
      entityId: organizationId,
      details: { device: row.device_serial, branch: row.branch_id },
    } as const;
    await recordActivity(trx, actor, entry, at);
  });
  const stored = await findEtimsSettings(deps.db, organizationId);
  // The device was changed meanwhile: its key is not this one.
  if (!stored?.cmc_key_encrypted) return undefined;
  return deviceKeyOf(deps, organizationId, stored);
}

/** The headers of every call after initialisation, decrypted from the stored key. */
export function deviceKeyOf(
  deps: EtimsDeps,
  organizationId: string,
  row: EtimsSettingsRow,
): EtimsDeviceKey {
  return {
    tin: row.pin,
    bhfId: row.branch_id,
    cmcKey: decryptSecret(
      row.cmc_key_encrypted ?? '',
      deps.etims.secretsKey,
      keyContext(organizationId),
    ),
  };
}

/**
 * POST /api/etims/test: initialises the device when it has no key yet, then reads KRA's code
 * lists (and caches them). A key KRA no longer accepts ('901') is dropped and the device
 * initialised again, once.
 */
export async function testEtims(deps: EtimsDeps, actor: Actor): Promise<EtimsTestResponse> {
  requirePermission(actor, 'etims.setup', errorMessages.etimsOwnerOnly);
  const { organizationId } = actor;
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const row = await findEtimsSettings(deps.db, organizationId);
      if (!row) throw new AppError('validation', errorMessages.etimsSaveFirst);
      const key = await deviceKey(deps, actor, row);
      if (!key) continue;
      try {
        const lists = await refreshCodeLists(deps, organizationId, connectionOf(deps, row), key);
        const saved = (await findEtimsSettings(deps.db, organizationId)) as EtimsSettingsRow;
        return { ok: true, taxtypes: taxTypesOf(lists), etimssettings: presentSettings(saved) };
      } catch (error) {
        const stale = error instanceof EtimsError && error.code === '901';
        if (!stale || !row.cmc_key_encrypted || attempt > 0) throw error;
        await dropDeviceKey(deps.db, organizationId, row.cmc_key_encrypted);
      }
    }
  } catch (error) {
    if (error instanceof EtimsError) throw etimsFailure(error);
    throw error;
  }
  throw new AppError('conflict', errorMessages.etimsDeviceChanged);
}
