import { changeValueWords, englishChanges } from './activity-changes.js';
import { documentKindWords } from './document-kinds.js';
import { centsToKes, formatKes } from './money.js';

/**
 * What the activity log records: each kind with its one-line English summary. A summary is a
 * template over the entry's details (`{{name}}`), so the server writes the English line for
 * the API and CSV while the web app renders the same kind and details in the user's language
 * (the `activity` catalogue starts from these texts).
 */
export const activitySummaries = {
  signin: 'Signed in',
  signin_failed: 'Wrong PIN entered when signing in',
  signin_locked: 'Sign-in locked for {{minutes}} minutes after 5 wrong PINs',
  signout: 'Signed out',
  pin_changed: 'Changed their PIN',
  pin_change_failed: 'Wrong current PIN entered',
  pin_forgot: 'Asked for a code to reset a forgotten PIN',
  pin_reset: 'Set a new PIN with a code sent by SMS',
  profile_updated: 'Updated their profile: {{changes}}',
  status_changed: 'Changed the account status from {{before}} to {{after}}',
  member_invited: 'Invited {{name}} ({{phonenumber}})',
  member_code_resent: 'Sent {{name}} a new code',
  member_removed: 'Removed {{name}} ({{phonenumber}})',
  member_pin_reset: "Reset {{name}}'s PIN",
  member_joined: 'Joined the team and set a PIN',
  member_role_changed: "Changed {{name}}'s role from {{before}} to {{after}}",
  managers_erase_allowed:
    'Allowed managers to erase and export tenants’ personal data and to delete payments',
  managers_erase_withdrawn:
    'Stopped managers from erasing and exporting tenants’ personal data and deleting payments',
  plan_changed: 'Changed the plan from {{before}} to {{after}}',
  // An operator's actions (role 'operator'), in the organization's own log.
  operator_plan_set: 'Set the plan from {{before}} to {{after}}',
  operator_enterprise_set:
    'Set the plan from {{before}} to Enterprise: {{price}} a month, contract to {{contractend}}; limits: users {{users}}, rentals {{rentals}}, tenants {{tenants}}, invoices a month {{invoices}}',
  operator_trial_extended: 'Extended the free trial by {{days}} days, to {{date}}',
  operator_confirmation_retried:
    'Sent the parked M-PESA confirmation {{transid}} ({{amount}}) back to be applied',
  organization_suspended: 'Suspended the account: {{reason}}',
  organization_reactivated: 'Reactivated the account',
  contact_request_updated: 'Marked the Enterprise contact request of {{name}} as {{status}}',
  sms_settings_saved: 'Saved the SMS settings: {{changes}}',
  whatsapp_settings_saved: 'Saved the WhatsApp settings: {{changes}}',
  sms_waiting_sent: 'Sent messages that were waiting: {{count}} ({{parts}} SMS parts)',
  sms_waiting_discarded: 'Discarded messages that were waiting to be sent: {{count}}',
  mpesa_settings_saved: 'Saved the M-PESA settings: {{changes}}',
  mpesa_callback_secret_rotated:
    'Changed the secret in the M-PESA callback addresses (the old one works until M-PESA calls the new one)',
  mpesa_callback_secret_revoked: 'Revoked the old secret of the M-PESA callback addresses',
  etims_settings_saved: 'Saved the KRA eTIMS settings: {{changes}}',
  etims_initialised: 'Initialised the KRA eTIMS device {{device}} (branch {{branch}}) with KRA',
  etims_retried: 'Sent {{document}} to KRA eTIMS again (number {{number}}): {{error}}',
  rental_created: 'Added the rental {{name}}',
  rental_updated: 'Updated the rental {{name}}: {{changes}}',
  rental_deleted: 'Deleted the rental {{name}}',
  room_created: 'Added the room type {{name}} to {{rental}}',
  room_updated: 'Updated the room type {{name}} in {{rental}}: {{changes}}',
  room_deleted: 'Deleted the room type {{name}} from {{rental}}',
  tenant_created: 'Added the tenant {{name}} (house {{house}})',
  tenant_moved_in:
    'Moved {{name}} into house {{house}} on {{date}}: deposit {{deposit}}, first month {{prorated}}',
  credit_note_issued: 'Gave {{tenant}} a credit note of {{amount}}{{invoice}}: {{reason}}',
  tenancy_ended:
    'Ended the tenancy of {{name}} (house {{house}}) on {{date}}: deducted {{deducted}}, refunded {{refunded}}',
  move_out_rent_credited:
    'Credited {{name}} (house {{house}}) {{amount}} of rent billed after the move-out on {{date}}',
  tenant_updated: 'Updated the tenant {{name}}: {{changes}}',
  tenant_deleted: 'Deleted the tenant {{name}} (house {{house}})',
  tenants_imported: 'Imported tenants from a CSV file: {{count}}',
  // Data protection: a tenant's data handed out, or erased once they moved out.
  personal_data_exported: 'Exported the personal data of {{name}} (house {{house}})',
  tenant_erased:
    'Erased the personal data of a former tenant of house {{house}} ({{rental}}), now {{name}}',
  rent_changed:
    'Set the rent of {{name}} (house {{house}}) to {{after}} from {{date}}, was {{before}}: {{reason}}',
  rent_change_deleted:
    'Deleted the rent change of {{name}} (house {{house}}) to {{amount}} from {{date}}',
  tenant_moved:
    'Moved {{name}} from house {{from}} to house {{to}} ({{roomtype}}, {{rental}}) from {{date}}; rent {{rent}}; meter: {{meter}}',
  reading_recorded: 'Recorded a water reading of {{reading}} for {{tenant}} (meter {{meter}})',
  reading_corrected:
    'Corrected the water reading of {{tenant}} (meter {{meter}}) from {{before}} to {{after}}',
  reading_deleted: 'Deleted the water reading of {{reading}} for {{tenant}} (meter {{meter}})',
  readings_recorded: 'Recorded water readings for {{rental}} on {{date}}: {{count}}',
  payment_recorded: 'Recorded a payment of {{amount}} from {{tenant}} ({{source}})',
  payment_deleted: 'Deleted a payment of {{amount}} from {{tenant}} ({{reference}})',
  payment_reversed: 'Reversed a payment of {{amount}} from {{tenant}} ({{reference}}): {{reason}}',
  payment_moved:
    'Moved the payment {{reference}} of {{amount}} from {{from}} to {{tenant}}: {{reason}}',
  payment_assigned: 'Assigned the M-PESA payment {{reference}} of {{amount}} to {{tenant}}',
  quarantine_accepted:
    'Accepted the held M-PESA payment {{reference}} of {{amount}} from {{payer}} after checking it',
  quarantine_rejected:
    'Rejected the held M-PESA payment {{reference}} of {{amount}} from {{payer}}',
  statement_imported:
    'Imported a bank statement: payments recorded {{recorded}}, unallocated {{unallocated}}',
  schedule_created: 'Added the invoice schedule {{name}} for {{rental}}',
  schedule_updated: 'Updated the invoice schedule {{name}}: {{changes}}',
  schedule_deleted: 'Deleted the invoice schedule {{name}} for {{rental}}',
  invoice_run: 'Ran the invoices by hand up to {{date}}; invoices made: {{invoices}}',
  data_exported: 'Exported {{what}} as {{format}}; rows: {{count}}',
  landlord_created: 'Added the landlord {{name}}',
  landlord_updated: 'Updated the landlord {{name}}: {{changes}}',
  landlord_deleted: 'Deleted the landlord {{name}}',
  remittance_recorded: 'Paid {{name}} {{amount}} for {{month}} ({{mode}})',
  owner_link_issued:
    'Made a new private page link for the landlord {{name}} (the old one stops working)',
  owner_link_revoked: "Revoked the landlord {{name}}'s private page link",
  owner_link_sent: 'Sent the landlord {{name}} their private page link by SMS ({{phonenumber}})',
  tenant_link_issued: 'Made a new private page link for {{tenant}} (the old one stops working)',
  tenant_link_revoked: "Revoked {{tenant}}'s private page link",
  tenant_link_sent: 'Sent {{tenant}} their private page link by SMS ({{phonenumber}})',
  tenant_page_opened: 'Opened their private page',
  tenant_page_payment:
    'Asked for an M-PESA prompt of {{amount}} to {{phonenumber}} from their page',
  sms_balance_answered: 'Texted {{keyword}} and was sent their balance: {{balance}}',
  tenant_channel_changed: 'Texted {{keyword}}: messages now go by {{channel}}',
  tenant_page_channel_changed: 'Chose on their page: messages now go by {{channel}}',
  tenant_opted_out: 'Sent {{keyword}} by {{via}}: no more messages will be sent to them',
  tenant_opted_in: 'Sent {{keyword}} by {{via}}: messages will be sent to them again',
  sms_opted_out:
    '{{name}} (house {{house}}) opted out of SMS from {{sender}} on {{phonenumber}}: no more SMS will be sent to them',
  owner_statement_sent: 'Sent {{name}} the owner statement for {{month}} by SMS ({{phonenumber}})',
  mri_filing_recorded:
    'Recorded the KRA rental income return for {{month}}: PRN {{prn}}, paid on {{date}}',
  month_closed: 'Closed the books for {{month}}',
  month_reopened: 'Reopened the books for {{month}}; filed figures that may change: {{filed}}',
  charge_billed: 'Billed {{tenant}} {{amount}} for {{description}} ({{invoice}})',
  late_fee_charged: 'Charged {{tenant}} a late fee of {{amount}} on {{invoice}}',
  late_fee_waived: 'Waived late fee {{invoice}} ({{amount}}) of {{tenant}}: {{reason}}',
  late_fee_rule_saved: 'Saved the late-fee rule of {{rental}}: {{changes}}',
  reminder_settings_saved: 'Saved the reminder settings: {{changes}}',
  vacancy_settings_saved: 'Saved the vacancy alert: {{changes}}',
  reminders_sent_now: 'Sent reminders to everyone in arrears: {{count}}',
  notice_sent: 'Sent a notice (tenants: {{count}}, SMS parts: {{parts}}): {{message}}',
  lease_saved:
    'Set the lease of {{name}} ({{house}}): from {{startdate}} to {{enddate}}, notice {{noticedays}} days',
  lease_renewed: 'Renewed the lease of {{name}} ({{house}}) to {{enddate}}',
  lease_template_saved: 'Saved the {{language}} lease template',
  document_added: 'Added a document to {{owner}}: {{kind}}, {{title}}',
  document_removed: 'Removed a document of {{owner}}: {{kind}}, {{title}}',
  vacate_notice_recorded:
    'Recorded a notice to vacate for {{name}} ({{house}}), given by {{givenby}} on {{date}}: moving out on {{moveoutdate}}',
  organization_profile_saved: 'Saved the name and phone on bills: {{changes}}',
  expense_created: 'Recorded an expense of {{amount}} to {{payee}} for {{category}} ({{rental}})',
  expense_updated: 'Updated the expense of {{amount}} to {{payee}}: {{changes}}',
  expense_deleted: 'Deleted the expense of {{amount}} to {{payee}} for {{category}} ({{rental}})',
  expense_receipt_attached: 'Attached a {{type}} receipt to the expense of {{amount}} to {{payee}}',
  expense_receipt_removed: 'Removed the receipt of the expense of {{amount}} to {{payee}}',
  repair_created:
    'Recorded the repair {{reference}} ({{category}}, house {{house}}): {{description}}',
  repair_updated: 'Updated the repair {{reference}}: {{changes}}',
  repair_closed: 'Closed the repair {{reference}}: cost {{amount}}, paid by {{paidby}}',
  repair_photo_added: 'Added a {{type}} photo to the repair {{reference}}',
  repair_sent_to_vendor:
    'Sent the repair {{reference}} to {{name}} ({{phonenumber}}) by SMS; tenant’s phone shared: {{tenantphone}}',
} as const;

export type ActivityKind = keyof typeof activitySummaries;
export const activityKinds = Object.keys(activitySummaries) as [ActivityKind, ...ActivityKind[]];

/** Money in an entry, as everything writes it (formatKes): "KES 5,000", "KES 5,000.50". */
export function activityAmount(cents: number): string {
  return formatKes(centsToKes(cents));
}

/** The values a summary is made of: short texts and numbers, never a secret or a code. */
export type ActivityDetails = Record<string, string | number | null>;

/**
 * Where a payment came from: payment_recorded's `source` detail is one of these codes (and a
 * payment entered by hand adds its `paymentmode`), worded by the reader's language. Entries
 * written before the codes hold these English words themselves.
 */
export const paymentSourceWords = {
  manual: 'entered by hand',
  c2b: 'M-PESA paybill',
  statement: 'statement import',
  stkTenant: 'M-PESA STK push',
  stkSubscription: 'subscription, M-PESA STK push',
  moved: 'moved from another tenant',
} as const;
export type PaymentSource = keyof typeof paymentSourceWords;

export function isPaymentSource(value: unknown): value is PaymentSource {
  return typeof value === 'string' && Object.hasOwn(paymentSourceWords, value);
}

/**
 * The details as the English line words them: codes become words ("Cash, entered by hand"),
 * an update's field names and codes too ("how rent is collected: — → own paybill"), an
 * invoice number joins its sentence (" on INV-000008"). The web does the same in the
 * reader's language (features/activity/lib/activity-details.ts).
 */
function englishDetails(kind: ActivityKind, details: ActivityDetails): ActivityDetails {
  const worded = { ...details };
  if (kind === 'payment_recorded' && isPaymentSource(details.source)) {
    const words = paymentSourceWords[details.source];
    worded.source = details.paymentmode ? `${details.paymentmode}, ${words}` : words;
  }
  // The fields and codes of an update in words, never "collectionmode: — → own_paybill".
  if (typeof details.changes === 'string') worded.changes = englishChanges(details.changes);
  const documentKind = details.kind;
  if (kind.startsWith('document_') && typeof documentKind === 'string')
    worded.kind = documentKindWords[documentKind as keyof typeof documentKindWords] ?? documentKind;
  const channel = details.channel;
  if (typeof channel === 'string' && Object.hasOwn(changeValueWords.channel, channel))
    worded.channel = changeValueWords.channel[channel as keyof typeof changeValueWords.channel];
  const givenBy = details.givenby;
  if (kind === 'vacate_notice_recorded' && (givenBy === 'tenant' || givenBy === 'landlord'))
    worded.givenby = changeValueWords.givenby[givenBy];
  const invoice = details.invoice;
  if (kind === 'credit_note_issued' && typeof invoice === 'string' && invoice.startsWith('INV-'))
    worded.invoice = ` on ${invoice}`;
  return worded;
}

/** The English line of an entry: the template with its details filled in. */
export function formatActivitySummary(kind: ActivityKind, given: ActivityDetails): string {
  const details = englishDetails(kind, given);
  return activitySummaries[kind].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = details[name];
    return value === null || value === undefined ? '—' : String(value);
  });
}

/**
 * "field: before → after" for each field whose value changed, joined by "; " (fields not in
 * `after` are left out), then "field: changed" for each of `unshown`: a secret or a text too
 * long for one line, said to have changed but never quoted. Empty when nothing changed.
 */
export function describeChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  unshown: string[] = [],
): string {
  const shown = (value: unknown) =>
    value === null || value === undefined || value === '' ? '—' : String(value);
  return [
    ...Object.keys(after)
      .filter((field) => shown(before[field]) !== shown(after[field]))
      .map((field) => `${field}: ${shown(before[field])} → ${shown(after[field])}`),
    ...unshown.map((field) => `${field}: changed`),
  ].join('; ');
}
