import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { MpesaSettingsTable } from '../../db/types.js';
import { recordUpdate } from '../activity/index.js';
import type { Actor } from '../access/index.js';

type Saved = Pick<
  Selectable<MpesaSettingsTable>,
  | 'organization_name'
  | 'paybill_number'
  | 'account_number'
  | 'collection_mode'
  | 'environment'
  | 'validation_enabled'
>;

/** The fields the landlord reads back; the Daraja secrets are never among them. */
function shown(row: Saved | undefined) {
  if (!row) return {};
  return {
    organizationname: row.organization_name,
    paybillnumber: row.paybill_number,
    accountnumber: row.account_number,
    collectionmode: row.collection_mode,
    environment: row.environment,
    validation: Number(row.validation_enabled) === 1 ? 'on' : 'off',
  };
}

/**
 * "paybillnumber: 600984 → 600985; passkey: changed": a secret typed in the form is only said
 * to have changed (the log is read by whoever the owner shows it to).
 */
export function logMpesaSettingsSaved(
  trx: Db,
  actor: Actor,
  before: Saved | undefined,
  after: Saved,
  changedSecrets: string[],
  at: Date,
) {
  const entry = {
    kind: 'mpesa_settings_saved',
    entity: 'mpesa_settings',
    entityId: actor.organizationId,
  } as const;
  const fields = { before: shown(before), after: shown(after), unshown: changedSecrets };
  return recordUpdate(trx, actor, entry, fields, at);
}
