import type { RotateSecretResponse } from '@rental/shared/schemas/mpesa-settings';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { type Actor, requirePermission } from '../access/index.js';
import { retirePreviousSecret, rotateCallbackSecret } from '../organization/index.js';
import {
  attemptRegistration,
  getMpesaSettings,
  mpesaMessages,
  newCallbackSecret,
  settingsRow,
  type MpesaDeps,
} from './service.js';

/**
 * A new secret in the callback URLs, for an owner who fears the old ones were seen. The old
 * secret keeps working until M-PESA calls the new one (c2b/callback.ts) or the owner revokes
 * it, so no payment is lost while M-PESA switches. Where the organization's Daraja app is set
 * up, the new URLs are registered at once; production shortcodes may need Safaricom to accept
 * a new registration (the screen says so), and M-PESA's answer is returned as it came.
 */
export async function rotateSecret(deps: MpesaDeps, actor: Actor): Promise<RotateSecretResponse> {
  requirePermission(actor, 'settings', mpesaMessages.ownerOnly);
  const { organizationId } = actor;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const rotated = await rotateCallbackSecret(
      trx,
      organizationId,
      newCallbackSecret(),
      now.toISOString(),
    );
    if (!rotated) throw new AppError('validation', mpesaMessages.saveFirst);
    await recordActivity(
      trx,
      actor,
      { kind: 'mpesa_callback_secret_rotated', entity: 'mpesa_settings', entityId: organizationId },
      now,
    );
  });
  const row = await settingsRow(deps, organizationId);
  const canRegister =
    row?.collection_mode !== 'bank_paybill' &&
    row?.consumer_key_encrypted &&
    row.consumer_secret_encrypted;
  const registered =
    row && canRegister ? await attemptRegistration(deps, organizationId, row, actor.userId) : null;
  const settings = await getMpesaSettings(deps, actor);
  return {
    mpesasettings: settings!,
    registration: registered
      ? { success: registered.success, message: registered.message, code: registered.code }
      : null,
  };
}

/** The owner stops the replaced secret now (M-PESA already calls the new one, or never will). */
export async function revokePreviousSecret(deps: MpesaDeps, actor: Actor) {
  requirePermission(actor, 'settings', mpesaMessages.ownerOnly);
  const { organizationId } = actor;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await retirePreviousSecret(trx, organizationId))) {
      throw new AppError('conflict', mpesaMessages.noPreviousSecret);
    }
    await recordActivity(
      trx,
      actor,
      { kind: 'mpesa_callback_secret_revoked', entity: 'mpesa_settings', entityId: organizationId },
      now,
    );
  });
  return { mpesasettings: await getMpesaSettings(deps, actor) };
}
