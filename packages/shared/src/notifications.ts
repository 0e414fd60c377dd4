import { formatDateValue } from './date-format.js';

/**
 * What the bell can say. Each is derived from the data when asked (unallocated payments,
 * messages that failed or are held, a schedule run that skipped tenants, a plan limit at 80%,
 * the paid period ending, a go-live step missing), never a second copy that drifts.
 */
export const notificationKinds = [
  'unallocated_payments',
  'payments_held',
  'payments_parked',
  'sms_failed',
  'sms_held',
  'sms_waiting',
  'schedule_skipped',
  'plan_limit',
  'period_ending',
  'period_ended',
  'go_live_paybill',
  'go_live_sms',
  'go_live_callbacks',
  'go_live_schedule',
  'go_live_reading',
  'mri_due',
  'mri_overdue',
  'lease_expiring',
  'lease_lapsed',
  'unit_vacant',
  'etims_failed',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The English line of each kind, over its params ({{name}}): the web catalogue starts here. */
export const notificationTexts = {
  unallocated_payments: 'M-PESA payments waiting to be assigned to a tenant: {{count}}',
  payments_held: 'M-PESA payments held for you to check against your statement: {{count}}',
  payments_parked: 'M-PESA payments that could not be applied (we are looking into it): {{count}}',
  sms_failed: 'Messages that failed to send: {{count}}',
  sms_held: 'Messages held until the paybill is set: {{count}}',
  sms_waiting: 'Messages waiting to be sent: {{count}}',
  schedule_skipped: 'The {{schedule}} run of {{date}} skipped tenants: {{count}}',
  plan_limit: '{{used}} of {{limit}} {{resource}} on your plan are in use',
  period_ending: 'Your plan is paid until {{date}}. Renew to keep invoices going.',
  period_ended: 'Your plan ended on {{date}}. Renew to keep invoices going.',
  go_live_paybill: 'Set your paybill so invoices tell tenants where to pay',
  go_live_sms: 'Set an SMS provider and send a test SMS: messages are not sent until then',
  go_live_callbacks: 'Connect M-PESA to Rental Manager so payments are matched',
  go_live_schedule: 'Create your first invoice schedule',
  go_live_reading: 'Record the first water readings for your water invoices',
  mri_due: 'KRA rental income return for {{month}} is due by {{date}}',
  mri_overdue: 'KRA rental income returns not recorded as filed: {{count}}, from {{month}}',
  lease_expiring:
    'The lease of {{tenant}} ({{house}}) ends on {{date}}: renew it or agree the move-out',
  lease_lapsed:
    'The lease of {{tenant}} ({{house}}) ended on {{date}} unrenewed: the tenancy is now month-to-month',
  unit_vacant: '{{house}} at {{rental}} has been vacant since {{date}}: over {{days}} days',
  etims_failed: 'Invoices and credit notes KRA eTIMS did not take: {{count}}. Check why and retry.',
} as const satisfies Record<NotificationKind, string>;

/**
 * The English line of a notification: its kind's text with the params filled in, dates and
 * months as people read them ("1 Sep 2026"), never ISO.
 */
export function formatNotification(
  kind: NotificationKind,
  params: Record<string, string | number>,
): string {
  return notificationTexts[kind].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(formatDateValue(params[name] ?? '')),
  );
}
