/**
 * Which module owns each table of the schema (docs/architecture.md §3 and §9): only its
 * owner names it in SQL; every other module asks the owner's index.ts. The money tables
 * belong to the ledger, reads and writes: documents (invoices, payments, credit notes,
 * refunds) are written by the ledger's posting functions, and every balance, statement,
 * receipt list or deposit is read through ledger/index.ts (issue 29, "the ledger owns the
 * reads"). `null`: the table belongs to shared code outside src/modules (src/db).
 */
export const tableOwners: Record<string, string | null> = {
  // Money: the journal and the documents whose money it holds.
  ledger_entries: 'ledger',
  tenant_balances: 'ledger',
  unpaid_charges: 'ledger',
  ledger_month_sums: 'ledger',
  invoices: 'ledger',
  transactions: 'ledger',
  credit_notes: 'ledger',
  deposit_refunds: 'ledger',
  payment_reversals: 'ledger',
  payment_receipts: 'ledger',
  payment_late_receipts: 'ledger',
  payment_texts: 'ledger',
  payment_replacements: 'ledger',
  invoice_sent_messages: 'ledger',
  closed_months: 'ledger',
  // Everything else.
  activity_log: 'activity',
  sessions: 'auth',
  pin_guards: 'auth',
  pin_reset_codes: 'users',
  signup_requests: 'auth',
  mpesa_callbacks: 'c2b',
  unallocated_payments: 'c2b',
  payment_verifications: 'c2b',
  transaction_status_asks: 'c2b',
  expenses: 'expenses',
  expense_receipts: 'expenses',
  invoice_schedules: 'invoices',
  schedule_runs: 'invoices',
  landlords: 'landlords',
  landlord_remittances: 'landlords',
  owner_links: 'landlords',
  late_fee_rules: 'late-fees',
  mpesa_settings: 'organization',
  mpesa_settings_version: 'organization',
  notification_reads: 'notifications',
  organizations: 'organization',
  quarantined_payments: 'c2b',
  water_readings: 'readings',
  reminder_settings: 'reminders',
  reminders: 'reminders',
  notices: 'notices',
  leases: 'leases',
  lease_events: 'leases',
  vacate_notices: 'leases',
  lease_templates: 'leases',
  documents: 'documents',
  vacancy_settings: 'reports',
  vacancy_alerts: 'reports',
  etims_settings: 'etims',
  etims_transmissions: 'etims',
  etims_items: 'etims',
  repair_counters: 'repairs',
  repairs: 'repairs',
  repair_events: 'repairs',
  repair_photos: 'repairs',
  whatsapp_settings: 'whatsapp',
  whatsapp_statuses: 'whatsapp',
  rentals: 'rentals',
  room_types: 'rentals',
  sms_messages: 'sms',
  sms_delivery_reports: 'sms',
  sms_settings: 'sms',
  sms_incoming_secrets: 'sms',
  sms_delivery_report_secrets: 'sms',
  incoming_sms: 'sms',
  stk_requests: 'stk',
  stk_callbacks: 'stk',
  stk_callback_tokens: 'stk',
  contact_requests: 'subscriptions',
  mri_filings: 'tax',
  member_rentals: 'team',
  team_invitations: 'team',
  tenant_links: 'tenants',
  tenants: 'tenants',
  tenant_rent_changes: 'tenants',
  users: 'auth',
  phone_codes: 'auth',
  rate_windows: null,
  idempotency_keys: null,
};

/** The tables that hold money: no module but the ledger may name them, once the ratchet is empty. */
export const moneyTables = Object.keys(tableOwners).filter(
  (table) => tableOwners[table] === 'ledger',
);

/**
 * Tables any module may read (never write): who a tenant is (name, phone, house) and which
 * rental is theirs are what every message, page and document prints.
 */
export const readableByAll = new Set(['tenants', 'rentals']);
