import { msg } from '@rental/shared/message-catalogue';
import {
  whatsappMessageKinds,
  type WhatsappSettings,
  type WhatsappTemplates,
  type whatsappSettingsBodySchema,
} from '@rental/shared/schemas/whatsapp';
import { languages } from '@rental/shared/enums';
import type { z } from 'zod';
import type { SendingHours } from '../../lib/sending-hours.js';
import type { Db } from '../../db/connection.js';
import type { WhatsappSettingsTable } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { requirePermission, type Actor } from '../access/index.js';
import { recordUpdate } from '../activity/index.js';
import { encryptWhatsappSecret, parseTemplates } from './secrets.js';
import { updateWhatsappSettingsRow, whatsappSettingsRowOf } from './settings-repository.js';

export interface WhatsappDeps {
  db: Db;
  clock: Clock;
  /** AES-256 key of the stored token and app secret (lib/secrets.ts). */
  secretsKey: Buffer;
  /** PUBLIC_URL: the webhook URL is under it. */
  publicUrl: string;
  /** Tenants' sending hours: a fallback SMS a status causes at night waits for them. */
  sendingHours?: SendingHours;
}

export const whatsappWebhookPath = '/api/whatsapp/webhook';

/**
 * What the owner sees: never the token or the app secret, only whether each is saved. The
 * webhook URL and verify token are shown (the owner pastes them into Meta's app) but never
 * enter the activity log.
 */
function toSettings(deps: WhatsappDeps, row: WhatsappSettingsTable): WhatsappSettings {
  return {
    phonenumberid: row.phone_number_id,
    hasaccesstoken: row.access_token_encrypted !== null,
    hasappsecret: row.app_secret_encrypted !== null,
    templates: parseTemplates(row.templates),
    documentheader: row.document_header === 1,
    webhookurl: `${deps.publicUrl.replace(/\/+$/, '')}${whatsappWebhookPath}/${row.webhook_secret}`,
    verifytoken: row.verify_token,
    help: 'whatsapp.templatesHelp',
  };
}

/** The fields the activity log compares: the templates one per kind and language. */
function loggedFields(
  row: Pick<WhatsappSettingsTable, 'phone_number_id' | 'templates' | 'document_header'>,
) {
  const templates: WhatsappTemplates = parseTemplates(row.templates);
  const fields: Record<string, string | boolean> = {
    phonenumberid: row.phone_number_id,
    documentheader: row.document_header === 1,
  };
  for (const kind of whatsappMessageKinds) {
    for (const language of languages) fields[`${kind}.${language}`] = templates[kind][language];
  }
  return fields;
}

export async function getWhatsappSettings(deps: WhatsappDeps, actor: Actor) {
  requirePermission(actor, 'whatsapp.settings', msg('whatsapp.ownerOnly'));
  const row = await whatsappSettingsRowOf(deps.db, actor.organizationId, deps.clock());
  return toSettings(deps, row);
}

/**
 * Saves the settings. An empty token or app secret keeps the saved one, so the form never
 * needs to show them; templates left out keep the saved names.
 */
export async function updateWhatsappSettings(
  deps: WhatsappDeps,
  actor: Actor,
  body: z.output<typeof whatsappSettingsBodySchema>,
): Promise<WhatsappSettings> {
  requirePermission(actor, 'whatsapp.settings', msg('whatsapp.ownerOnly'));
  const { organizationId } = actor;
  const now = deps.clock();
  const saved = await whatsappSettingsRowOf(deps.db, organizationId, now);
  return deps.db.transaction().execute(async (trx) => {
    const changes = {
      phone_number_id: body.phonenumberid,
      access_token_encrypted: body.accesstoken
        ? encryptWhatsappSecret(body.accesstoken, deps.secretsKey, organizationId, 'access_token')
        : saved.access_token_encrypted,
      app_secret_encrypted: body.appsecret
        ? encryptWhatsappSecret(body.appsecret, deps.secretsKey, organizationId, 'app_secret')
        : saved.app_secret_encrypted,
      templates: body.templates ? JSON.stringify(body.templates) : saved.templates,
      document_header:
        body.documentheader === undefined ? saved.document_header : body.documentheader ? 1 : 0,
      updated_at: now.toISOString(),
    };
    await updateWhatsappSettingsRow(trx, organizationId, changes);
    const unshown = [
      ...(body.accesstoken ? ['accesstoken'] : []),
      ...(body.appsecret ? ['appsecret'] : []),
    ];
    await recordUpdate(
      trx,
      actor,
      { kind: 'whatsapp_settings_saved', entity: 'whatsapp_settings', entityId: organizationId },
      // The token and secret themselves are never shown, nor kept anywhere but encrypted.
      { before: loggedFields(saved), after: loggedFields(changes), unshown },
      now,
    );
    return toSettings(deps, { ...saved, ...changes });
  });
}
