import { can } from '@rental/shared/permissions';
import { isUserRole, type Actor, requirePermission } from '../access/index.js';
import { randomBytes } from 'node:crypto';
import type {
  MpesaSettings,
  mpesaSettingsBodySchema,
  RegisterUrlsResponse,
} from '@rental/shared/schemas/mpesa-settings';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { errorMessages } from '@rental/shared/error-messages';
import type { Db } from '../../db/connection.js';
import type { MpesaSettingsTable } from '../../db/types.js';
import { callbackUrlProblems } from '../../integrations/mpesa/daraja-callback-urls.js';
import { registerC2bUrls } from '../../integrations/mpesa/daraja-c2b.js';
import { DarajaError, type DarajaEnvironment } from '../../integrations/mpesa/daraja-client.js';
import type { MpesaOptions } from '../../integrations/mpesa/options.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { decryptSecret, encryptSecret } from '../../lib/secrets.js';
import {
  findMpesaSettings,
  saveRegisterResult,
  setCallbackSecretIfMissing,
  upsertMpesaSettings,
} from '../organization/index.js';
import { releaseHeldMessages } from './held-release.js';
import { registerPullAfterUrls } from '../c2b/index.js';
import { logMpesaSettingsSaved } from './settings-activity.js';

export interface MpesaDeps {
  db: Db;
  clock: Clock;
  mpesa: MpesaOptions;
}

/** Catalogue texts (error-messages.ts), so they are answered in the requester's language. */
export const mpesaMessages = {
  ownerOnly: errorMessages.mpesaOwnerOnly,
  saveFirst: errorMessages.mpesaSaveFirst,
  noPreviousSecret: errorMessages.mpesaNoPreviousSecret,
  credentialsMissing: errorMessages.mpesaCredentialsMissing,
  bankPaybill: errorMessages.mpesaBankPaybill,
};

/**
 * 40 hex characters: unguessable, and hex can never spell a word M-PESA refuses in a URL
 * (mpesa, exe, cmd, sql, query... all need letters beyond a-f).
 */
export function newCallbackSecret(): string {
  return randomBytes(20).toString('hex');
}

/** The C2B paths: `/api/c2b/<secret>/confirmation` and `/validation`, no forbidden words. */
export function callbackUrls(publicUrl: string, secret: string) {
  const base = `${publicUrl}/api/c2b/${secret}`;
  return { confirmationurl: `${base}/confirmation`, validationurl: `${base}/validation` };
}

const contextOf = (organizationId: string, name: string) => `mpesa:${name}:${organizationId}`;

export type SettingsRow = Selectable<MpesaSettingsTable>;

/**
 * The settings as `actor` may see them: the callback URLs (they hold the secret) only for
 * those who may change the settings (they could rotate the secret anyway).
 */
function present(row: SettingsRow, publicUrl: string, viewer: Pick<Actor, 'role'>): MpesaSettings {
  const urls =
    isUserRole(viewer.role) && can(viewer.role, 'settings')
      ? callbackUrls(publicUrl, row.callback_secret ?? '')
      : { confirmationurl: null, validationurl: null };
  return {
    organizationname: row.organization_name,
    paybillnumber: row.paybill_number,
    accountnumber: row.account_number,
    collectionmode: row.collection_mode === 'bank_paybill' ? 'bank_paybill' : 'own_paybill',
    environment: row.environment === 'production' ? 'production' : 'sandbox',
    consumerkeyset: row.consumer_key_encrypted !== null,
    consumersecretset: row.consumer_secret_encrypted !== null,
    passkeyset: row.passkey_encrypted !== null,
    initiatorname: row.initiator_name,
    securitycredentialset: row.security_credential_encrypted !== null,
    validationenabled: Number(row.validation_enabled) === 1,
    ...urls,
    previoussecretactive: row.previous_callback_secret !== null,
    secretrotatedat: row.callback_secret_rotated_at,
    registeredat: row.registered_at,
    registerresult: row.register_result,
  };
}

export async function settingsRow(deps: MpesaDeps, organizationId: string) {
  const row = await findMpesaSettings(deps.db, organizationId);
  if (!row || row.callback_secret) return row;
  // Saved before callbacks existed: give it its secret once.
  await setCallbackSecretIfMissing(deps.db, organizationId, newCallbackSecret());
  return findMpesaSettings(deps.db, organizationId);
}

export async function getMpesaSettings(
  deps: MpesaDeps,
  actor: Pick<Actor, 'organizationId' | 'role'>,
): Promise<MpesaSettings | null> {
  const row = await settingsRow(deps, actor.organizationId);
  return row ? present(row, deps.mpesa.publicUrl, actor) : null;
}

/** Where tenants pay is the owner's decision: members may read it, not change it. */
export async function saveMpesaSettings(
  deps: MpesaDeps,
  actor: Actor,
  body: z.output<typeof mpesaSettingsBodySchema>,
): Promise<MpesaSettings | null> {
  requirePermission(actor, 'settings', mpesaMessages.ownerOnly);
  const { organizationId } = actor;
  const key = deps.mpesa.secretsKey;
  // Empty keeps what is saved: the browser never has the secrets to send back.
  const secret = (value: string, saved: string | null | undefined, name: string) =>
    value ? encryptSecret(value, key, contextOf(organizationId, name)) : (saved ?? null);
  await deps.db.transaction().execute(async (trx) => {
    const existing = await findMpesaSettings(trx, organizationId);
    const row = {
      organization_id: organizationId,
      organization_name: body.organizationname,
      paybill_number: body.paybillnumber,
      account_number: body.accountnumber,
      collection_mode: body.collectionmode,
      environment: body.environment,
      consumer_key_encrypted: secret(body.consumerkey, existing?.consumer_key_encrypted, 'key'),
      consumer_secret_encrypted: secret(
        body.consumersecret,
        existing?.consumer_secret_encrypted,
        'secret',
      ),
      passkey_encrypted: secret(body.passkey, existing?.passkey_encrypted, 'passkey'),
      initiator_name: body.initiatorname || (existing?.initiator_name ?? null),
      security_credential_encrypted: secret(
        body.securitycredential,
        existing?.security_credential_encrypted,
        'credential',
      ),
      callback_secret: existing?.callback_secret ?? newCallbackSecret(),
      validation_enabled: body.validationenabled ? 1 : 0,
      registered_at: existing?.registered_at ?? null,
      register_result: existing?.register_result ?? null,
      updated_at: deps.clock().toISOString(),
    };
    await upsertMpesaSettings(trx, row);
    if (row.paybill_number) {
      await releaseHeldMessages(trx, organizationId, row.paybill_number, deps.clock());
    }
    const secrets = (
      ['consumerkey', 'consumersecret', 'passkey', 'initiatorname', 'securitycredential'] as const
    ).filter((n) => body[n]);
    await logMpesaSettingsSaved(trx, actor, existing, row, secrets, deps.clock());
  });
  return getMpesaSettings(deps, actor);
}

/**
 * Registers this organization's confirmation and validation URLs for its paybill with its own
 * Daraja app, and keeps M-PESA's answer (success or refusal) to show the landlord.
 */
export async function registerUrls(deps: MpesaDeps, actor: Actor): Promise<RegisterUrlsResponse> {
  requirePermission(actor, 'settings', mpesaMessages.ownerOnly);
  const { organizationId } = actor;
  const row = await settingsRow(deps, organizationId);
  if (!row) throw new AppError('validation', mpesaMessages.saveFirst);
  if (row.collection_mode === 'bank_paybill') {
    throw new AppError('validation', mpesaMessages.bankPaybill);
  }
  return attemptRegistration(deps, organizationId, row, actor.userId);
}

/**
 * Registers the organization's current callback URLs with its own Daraja app and keeps
 * M-PESA's answer (success or refusal) to show the landlord. The app's keys must be saved.
 */
export async function attemptRegistration(
  deps: MpesaDeps,
  organizationId: string,
  row: SettingsRow,
  /** Who asked (the owner): Pull Transactions nominates their phone. */
  ownerUserId: string | null,
): Promise<RegisterUrlsResponse> {
  const options = deps.mpesa;
  if (!row.consumer_key_encrypted || !row.consumer_secret_encrypted) {
    throw new AppError('validation', mpesaMessages.credentialsMissing);
  }
  const urls = callbackUrls(options.publicUrl, row.callback_secret ?? '');
  const environment: DarajaEnvironment =
    row.environment === 'production' ? 'production' : 'sandbox';
  // Checked before asking M-PESA: a refused URL is better explained here than as "Invalid URL".
  const problems = [
    ...new Set([
      ...callbackUrlProblems(urls.confirmationurl, environment),
      ...callbackUrlProblems(urls.validationurl, environment),
    ]),
  ];
  let result: RegisterUrlsResponse;
  if (problems.length > 0) {
    result = {
      success: false,
      code: null,
      message: `${problems.join('. ')} (set PUBLIC_URL to the server's public https address)`,
      ...urls,
    };
  } else {
    try {
      const answer = await registerC2bUrls(
        {
          consumerKey: decryptSecret(
            row.consumer_key_encrypted,
            options.secretsKey,
            contextOf(organizationId, 'key'),
          ),
          consumerSecret: decryptSecret(
            row.consumer_secret_encrypted,
            options.secretsKey,
            contextOf(organizationId, 'secret'),
          ),
          environment,
          baseUrl: options.baseUrl,
        },
        {
          ShortCode: row.paybill_number,
          // When our validation URL cannot be reached, let the payment through.
          ResponseType: 'Completed',
          ConfirmationURL: urls.confirmationurl,
          ValidationURL: urls.validationurl,
        },
      );
      result = {
        success: true,
        code: String(answer.ResponseCode ?? '0'),
        message: String(answer.ResponseDescription ?? 'Success'),
        ...urls,
      };
    } catch (error) {
      if (!(error instanceof DarajaError)) throw error;
      result = { success: false, code: error.code, message: error.message, ...urls };
    }
  }
  const text = result.code ? `${result.code} ${result.message}` : result.message;
  await saveRegisterResult(deps.db, organizationId, deps.clock().toISOString(), text);
  // Pull Transactions (recovering confirmations that never came) for the same shortcode.
  if (result.success) await registerPullAfterUrls(deps, organizationId, ownerUserId);
  return result;
}
