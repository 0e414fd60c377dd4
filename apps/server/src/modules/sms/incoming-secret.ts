import type { Db } from '../../db/connection.js';
import { callbackSecretOf, organizationOfCallbackSecret } from './callback-secrets.js';

/**
 * The secret of `/api/sms/incoming/<secret>` and `/api/sms/opt-out/<secret>`
 * (callback-secrets.ts). Organizations that existed at migration 0022 got one there.
 */
export function incomingSecretOf(db: Db, organizationId: string, now: Date) {
  return callbackSecretOf(db, 'sms_incoming_secrets', organizationId, now);
}

/** The organization whose incoming path holds this secret; undefined for any other. */
export function organizationOfSecret(db: Db, secret: string) {
  return organizationOfCallbackSecret(db, 'sms_incoming_secrets', secret);
}

/**
 * The secret of `/api/sms/delivery-reports/africastalking/<secret>` (callback-secrets.ts).
 * Organizations that existed at migration 0031 got one there.
 */
export function deliveryReportSecretOf(db: Db, organizationId: string, now: Date) {
  return callbackSecretOf(db, 'sms_delivery_report_secrets', organizationId, now);
}

/** The organization whose delivery-report path holds this secret; undefined for any other. */
export function organizationOfDeliveryReportSecret(db: Db, secret: string) {
  return organizationOfCallbackSecret(db, 'sms_delivery_report_secrets', secret);
}
