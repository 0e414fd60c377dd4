import { can } from '@rental/shared/permissions';
import { isUserRole, type Actor, requirePermission } from '../access/index.js';
import { msg } from '@rental/shared/message-catalogue';
import { validationMessages as m } from '@rental/shared/messages';
import type { SmsSettings, SmsWaiting, smsSettingsBodySchema } from '@rental/shared/schemas/sms';
import type { z } from 'zod';
import type { SmsSettingsTable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { encryptSecret } from '../../lib/secrets.js';
import { recordUpdate } from '../activity/index.js';
import {
  smsCallbackUrls,
  deliveryReportSecretOf,
  incomingSecretOf,
  apiKeyContext,
  type SmsDeps,
  findSmsSettings,
  saveSmsSettings,
} from '../sms/index.js';
import { waitingSummary } from './waiting-service.js';

/** What the settings need beyond sending: where the server is reached from outside. */
export interface SmsSettingsDeps extends SmsDeps {
  /** PUBLIC_URL: the callback URLs are under it (callback-urls.ts). */
  publicUrl: string;
}

type SavedSettings = Omit<SmsSettings, 'incomingurl' | 'optouturl' | 'deliveryreporturl'>;

/**
 * The answer never carries the API key, only whether one is saved. The callback URLs are added
 * apart (withCallbackUrls): they hold secrets, so they never enter the activity log's changes.
 */
function toSmsSettings(row: SmsSettingsTable | undefined): SavedSettings {
  if (!row) return { provider: 'outbox', username: '', senderid: '', apikeyset: false };
  return {
    provider: row.provider,
    username: row.username,
    senderid: row.sender_id,
    apikeyset: row.api_key_encrypted !== null,
  };
}

/** The callback URLs hold secrets: only those who may change the settings see them. */
async function withCallbackUrls(
  deps: SmsSettingsDeps,
  viewer: { organizationId: string; role: string },
  settings: SavedSettings,
): Promise<SmsSettings> {
  if (!isUserRole(viewer.role) || !can(viewer.role, 'settings')) {
    return { ...settings, incomingurl: null, optouturl: null, deliveryreporturl: null };
  }
  const { organizationId } = viewer;
  const now = deps.clock();
  const secrets = {
    incoming: await incomingSecretOf(deps.db, organizationId, now),
    deliveryReports: await deliveryReportSecretOf(deps.db, organizationId, now),
  };
  return { ...settings, ...smsCallbackUrls(deps.publicUrl, secrets) };
}

export async function getSmsSettings(
  deps: SmsSettingsDeps,
  viewer: { organizationId: string; role: string },
) {
  const saved = toSmsSettings(await findSmsSettings(deps.db, viewer.organizationId));
  return withCallbackUrls(deps, viewer, saved);
}

/**
 * Saves the provider choice. An empty API key keeps the saved one, so the form never needs to
 * show it; switching to the outbox keeps the Africa's Talking details for switching back.
 * `waiting` is set when this save switched from the outbox to a real provider while messages
 * can go: the owner is asked then whether to send or discard them (issue 30).
 */
export async function updateSmsSettings(
  deps: SmsSettingsDeps,
  actor: Actor,
  body: z.output<typeof smsSettingsBodySchema>,
): Promise<{ settings: SmsSettings; waiting: SmsWaiting | null }> {
  requirePermission(actor, 'settings', msg('error.smsOwnerOnly'));
  const { organizationId } = actor;
  let switchedOn = false;
  const saved = await deps.db.transaction().execute(async (trx) => {
    const saved = await findSmsSettings(trx, organizationId);
    const row = settingsRow(deps, organizationId, saved, body);
    await saveSmsSettings(trx, row);
    switchedOn = (saved?.provider ?? 'outbox') === 'outbox' && row.provider !== 'outbox';
    const fields = {
      before: toSmsSettings(saved),
      after: toSmsSettings(row),
      // The key itself is never shown, nor is it kept anywhere but encrypted.
      unshown: body.apikey ? ['apikey'] : [],
    };
    await recordUpdate(
      trx,
      actor,
      { kind: 'sms_settings_saved', entity: 'sms_settings', entityId: organizationId },
      fields,
      deps.clock(),
    );
    return toSmsSettings(row);
  });
  const waiting = switchedOn ? await waitingSummary(deps, organizationId) : null;
  return {
    settings: await withCallbackUrls(deps, actor, saved),
    waiting: waiting && waiting.sendable > 0 ? waiting : null,
  };
}

/** The row to save: the body over what is saved. */
function settingsRow(
  deps: SmsDeps,
  organizationId: string,
  saved: SmsSettingsTable | undefined,
  body: z.output<typeof smsSettingsBodySchema>,
): SmsSettingsTable {
  let apiKeyEncrypted = saved?.api_key_encrypted ?? null;
  if (body.apikey) {
    const key = deps.sms.secretsKey;
    apiKeyEncrypted = encryptSecret(body.apikey, key, apiKeyContext(organizationId));
  }
  if (body.provider === 'africastalking' && !apiKeyEncrypted) {
    throw new AppError('validation', m.smsApiKeyRequired, { apikey: m.smsApiKeyRequired });
  }
  // The outbox form may leave the Africa's Talking fields empty: keep what was saved.
  const keep = body.provider === 'outbox';
  return {
    organization_id: organizationId,
    provider: body.provider,
    username: body.username || (keep ? (saved?.username ?? '') : ''),
    api_key_encrypted: apiKeyEncrypted,
    sender_id: body.senderid || (keep ? (saved?.sender_id ?? '') : ''),
    updated_at: deps.clock().toISOString(),
  };
}
