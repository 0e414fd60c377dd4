/**
 * The addresses Africa's Talking calls us at, to set in the organization's dashboard there.
 * Each carries one of the organization's secrets (callback-secrets.ts): incoming messages and
 * opt-outs name a phone, delivery reports a message, and each must be the organization's own.
 */
export const incomingSmsPath = '/api/sms/incoming';
export const optOutPath = '/api/sms/opt-out';
export const deliveryReportPath = '/api/sms/delivery-reports/africastalking';

export interface SmsCallbackSecrets {
  /** sms_incoming_secrets: incoming messages and opt-outs. */
  incoming: string;
  /** sms_delivery_report_secrets. */
  deliveryReports: string;
}

/** The organization's callback URLs under PUBLIC_URL (GET /api/sms/settings). */
export function smsCallbackUrls(publicUrl: string, secrets: SmsCallbackSecrets) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    incomingurl: `${base}${incomingSmsPath}/${secrets.incoming}`,
    optouturl: `${base}${optOutPath}/${secrets.incoming}`,
    deliveryreporturl: `${base}${deliveryReportPath}/${secrets.deliveryReports}`,
  };
}
