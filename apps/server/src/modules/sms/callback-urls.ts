/**
 * The addresses Africa's Talking calls us at, to set in the organization's dashboard there.
 * Incoming messages and opt-outs must say whose they are: each organization's secret is in
 * the path (incoming-secret.ts). A delivery report names the message, so one path serves all.
 */
export const incomingSmsPath = '/api/sms/incoming';
export const optOutPath = '/api/sms/opt-out';
export const deliveryReportPath = '/api/sms/delivery-reports/africastalking';

/** The organization's callback URLs under PUBLIC_URL (GET /api/sms/settings). */
export function smsCallbackUrls(publicUrl: string, secret: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    incomingurl: `${base}${incomingSmsPath}/${secret}`,
    optouturl: `${base}${optOutPath}/${secret}`,
    deliveryreporturl: `${base}${deliveryReportPath}`,
  };
}
