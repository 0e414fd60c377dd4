import type { ClosedMonthReason } from '@rental/shared/schemas/books';
import type { Generated } from 'kysely';
import type { DueRuleKind } from '@rental/shared/due-dates';
import type {
  CreditNoteKind,
  JournalBucket,
  JournalSource,
  LedgerEntryKind,
} from '@rental/shared/ledger-kinds';
import type {
  AccountType,
  BillingFrequency,
  TenantKind,
  HouseType,
  IncomingSmsOutcome,
  Language,
  ChargeType,
  DepositDeductionReason,
  ExpenseCategory,
  InvoiceType,
  PaymentMode,
  RentalUse,
  ScheduleInvoiceType,
  SmsProviderName,
  SmsPurpose,
  SmsStatus,
  MessageChannel,
  TenantChannel,
  TenantStatus,
  TransactionType,
  UserRole,
  UserStatus,
} from '@rental/shared/enums';
import type { ContactRequestStatus } from '@rental/shared/schemas/operator';
import type {
  RepairCategory,
  RepairPayer,
  RepairPriority,
  RepairSource,
  RepairStatus,
} from '@rental/shared/schemas/repairs';

/**
 * The database schema as Kysely sees it. Instants are ISO-8601 UTC strings
 * (`Date#toISOString()`, which sort correctly as text on both SQLite and PostgreSQL);
 * calendar dates are `YYYY-MM-DD`; money is integer cents.
 */
export interface Database {
  notices: NoticesTable;
  leases: LeasesTable;
  lease_events: LeaseEventsTable;
  vacate_notices: VacateNoticesTable;
  documents: DocumentsTable;
  vacancy_settings: VacancySettingsTable;
  vacancy_alerts: VacancyAlertsTable;
  repair_counters: RepairCountersTable;
  repairs: RepairsTable;
  repair_events: RepairEventsTable;
  repair_photos: RepairPhotosTable;
  organizations: OrganizationsTable;
  users: UsersTable;
  member_rentals: MemberRentalsTable;
  sessions: SessionsTable;
  rentals: RentalsTable;
  room_types: RoomTypesTable;
  tenants: TenantsTable;
  water_readings: WaterReadingsTable;
  invoice_schedules: InvoiceSchedulesTable;
  invoices: InvoicesTable;
  transactions: TransactionsTable;
  sms_messages: SmsMessagesTable;
  sms_delivery_reports: SmsDeliveryReportsTable;
  sms_settings: SmsSettingsTable;
  mpesa_settings: MpesaSettingsTable;
  mpesa_settings_version: MpesaSettingsVersionTable;
  mpesa_callbacks: MpesaCallbacksTable;
  unallocated_payments: UnallocatedPaymentsTable;
  team_invitations: TeamInvitationsTable;
  contact_requests: ContactRequestsTable;
  stk_requests: StkRequestsTable;
  quarantined_payments: QuarantinedPaymentsTable;
  payment_verifications: PaymentVerificationsTable;
  transaction_status_asks: TransactionStatusAsksTable;
  stk_callbacks: StkCallbacksTable;
  stk_callback_tokens: StkCallbackTokensTable;
  activity_log: ActivityLogTable;
  pin_guards: PinGuardsTable;
  pin_reset_codes: PinResetCodesTable;
  signup_requests: SignupRequestsTable;
  phone_codes: PhoneCodesTable;
  credit_notes: CreditNotesTable;
  ledger_entries: LedgerEntriesTable;
  tenant_balances: TenantBalancesTable;
  unpaid_charges: UnpaidChargesTable;
  ledger_month_sums: LedgerMonthSumsTable;
  mri_filings: MriFilingsTable;
  closed_months: ClosedMonthsTable;
  payment_reversals: PaymentReversalsTable;
  landlords: LandlordsTable;
  landlord_remittances: LandlordRemittancesTable;
  owner_links: OwnerLinksTable;
  lease_templates: LeaseTemplatesTable;
  etims_settings: EtimsSettingsTable;
  etims_transmissions: EtimsTransmissionsTable;
  etims_items: EtimsItemsTable;
  whatsapp_settings: WhatsappSettingsTable;
  whatsapp_statuses: WhatsappStatusesTable;
  deposit_refunds: DepositRefundsTable;
  notification_reads: NotificationReadsTable;
  reminder_settings: ReminderSettingsTable;
  reminders: RemindersTable;
  late_fee_rules: LateFeeRulesTable;
  schedule_runs: ScheduleRunsTable;
  tenant_rent_changes: TenantRentChangesTable;
  payment_receipts: PaymentReceiptsTable;
  payment_late_receipts: PaymentLateReceiptsTable;
  payment_texts: PaymentTextsTable;
  payment_replacements: PaymentReplacementsTable;
  invoice_sent_messages: InvoiceSentMessagesTable;
  expenses: ExpensesTable;
  expense_receipts: ExpenseReceiptsTable;
  tenant_links: TenantLinksTable;
  rate_windows: RateWindowsTable;
  idempotency_keys: IdempotencyKeysTable;
  sms_incoming_secrets: SmsIncomingSecretsTable;
  incoming_sms: IncomingSmsTable;
  sms_delivery_report_secrets: SmsDeliveryReportSecretsTable;
}

/** The landlord's or agent's account; it owns every other record. */
export interface OrganizationsTable {
  id: string;
  name: string;
  account_type: AccountType;
  created_at: string;
  /** The chosen plan; null during the free trial (Individual plan limits). */
  plan_id: string | null;
  /** Sign-up plus one month. */
  trial_ends_at: string;
  /** The onboarding step reached: rentals, rooms, tenants, invoices, subscription or done. */
  onboarding_step: string;
  /** The last invoice number given out: invoices are numbered 1, 2, 3... per organization. */
  last_invoice_number: number;
  /** The end of the paid period (ISO instant); null until a plan is chosen. */
  paid_until: string | null;
  /** The name on bills; null: the organization's name. */
  display_name: string | null;
  /** The phone on bills (07XXXXXXXX); null: the account owner's. */
  phone: string | null;
  /**
   * Enterprise terms an operator agreed (migration 0025), read only while plan_id is
   * 'enterprise': the price in cents a month, each limit (null: no limit) and the contract's
   * last day (YYYY-MM-DD, Nairobi).
   */
  custom_price_cents: number | null;
  custom_users_limit: number | null;
  custom_rentals_limit: number | null;
  custom_tenants_limit: number | null;
  custom_invoices_limit: number | null;
  contract_end: string | null;
  /** Set while an operator has suspended the organization: its users may read, not change. */
  suspended_at: string | null;
  suspension_reason: string | null;
  /** Former tenants whose personal data was erased, "Former tenant #N" (migration 0026). */
  erased_tenants: Generated<number>;
  /** 1: the owner lets managers erase and export personal data and delete payments. */
  managers_may_erase: Generated<number>;
}

/** The rentals a member is limited to (migration 0034); none listed: every rental. */
export interface MemberRentalsTable {
  user_id: string;
  rental_id: string;
  organization_id: string;
}

export interface UsersTable {
  id: string;
  organization_id: string;
  role: UserRole;
  firstname: string;
  lastname: string;
  /** Unique across the product: a phone number registers once. */
  phonenumber: string;
  email: string;
  status: UserStatus;
  pin_hash: string;
  /** Unused since migration 0009: wrong PINs are counted per phone in `pin_guards`. */
  failed_pin_attempts: number;
  /** Unused since migration 0009 (see `pin_guards`). */
  locked_until: string | null;
  created_at: string;
  updated_at: string;
  /** When the user's first session started (null until then): "Welcome" or "Welcome back". */
  first_signed_in_at?: string | null;
  /** The app's and the API's language for this user; 'en' until chosen (migration 0023). */
  language: Generated<Language>;
  /** When a code proved the phone (sign-up, phone change, joining a team); null until then. */
  phone_verified_at?: string | null;
  /**
   * Set for accounts older than migration 0033: their phone must be confirmed by code once,
   * before this instant (a grace); null once confirmed. Until then no operator rights.
   */
  phone_confirm_due_at?: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  organization_id: string;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export interface RentalsTable {
  id: string;
  organization_id: string;
  name: string;
  /** Lower-cased, trimmed name: rental names are unique within an organization. */
  name_key: string;
  location: string;
  /** residential (the default) or commercial: commercial rent is not under KRA's MRI tax. */
  rental_use: Generated<RentalUse>;
  /** The land reference (LR) or plot number, for the tax return; null when not given. */
  lr_number: string | null;
  /** The landlord an agent manages it for; null: the organization's own. */
  landlord_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface RoomTypesTable {
  id: string;
  organization_id: string;
  rental_id: string;
  house_type: HouseType;
  total_units: number;
  monthly_rent_cents: number;
  water_unit_rate_cents: number;
  created_at: string;
  updated_at: string;
}

export interface TenantsTable {
  id: string;
  organization_id: string;
  rental_id: string;
  room_type_id: string;
  /** person or business (migration 0041; every older tenant is a person). */
  kind: TenantKind;
  /** A person's names; empty for a business. */
  firstname: string;
  lastname: string;
  /** A business's one name; null for a person (migration 0041). */
  businessname?: string | null;
  /** Whom to ask for at a business; null when not given (migration 0041). */
  contactperson?: string | null;
  phonenumber: string;
  /**
   * Another phone the tenant's page may send an M-PESA prompt to (a parent, an employer who
   * pays), as the form saved it (07XXXXXXXX); null: none (migration 0030).
   */
  pays_from_phone?: string | null;
  house_number: string;
  /** accountRefKey(house_number): unique within the rental. */
  house_number_key: string;
  meter_number: string;
  /** accountRefKey(meter_number): unique within the organization. */
  meter_number_key: string;
  opening_rent_balance_cents: number;
  opening_water_balance_cents: number;
  /**
   * Encrypted with the secrets key (modules/tenants/identity-numbers.ts) since migration 0026;
   * a row stored before reads as plain text until the server's start-up step encrypts it.
   */
  national_id: string | null;
  kra_pin: string | null;
  /** current, or former once the tenancy ended; house and meter keys are unique among current. */
  status: TenantStatus;
  /** Nairobi days the tenancy began and ended; billing counts from move-in. */
  move_in_date: string | null;
  move_out_date: string | null;
  /** What the tenant is sent and shown in (English until set). */
  language: Language;
  /** When the SMS provider said the tenant opted out (blacklist): nothing is sent them. */
  sms_blocked_at: string | null;
  /** How the tenant is messaged (migration 0055): sms (the column's default), whatsapp or whatsapp_sms. */
  channel: TenantChannel;
  /** When a former tenant's personal data was erased (migration 0026); null: not erased. */
  erased_at?: string | null;
  created_at: string;
  updated_at: string;
}

/** A tenant's private page link: only the token's SHA-256 is kept (one link per tenant). */
export interface TenantLinksTable {
  tenant_id: string;
  organization_id: string;
  token_hash: string;
  /**
   * The token itself, encrypted with the secrets key (context `tenant-link:<tenantId>`), so
   * it can be sent by SMS; null for links made before migration 0024.
   */
  token_encrypted: string | null;
  created_by_name: string;
  created_at: string;
}

/** Requests counted per key (an IP, a token, a phone) and fixed window, atomically. */
/** A money POST's Idempotency-Key: claimed before the change, its answer kept for a retry. */
export interface IdempotencyKeysTable {
  organization_id: string;
  key: string;
  request_hash: string;
  /** Null while the first request is still running. */
  status_code: number | null;
  response_body: string | null;
  created_at: string;
}

export interface RateWindowsTable {
  key: string;
  window_start: string;
  hits: number;
}

export interface WaterReadingsTable {
  id: string;
  organization_id: string;
  tenant_id: string;
  reading_date: string;
  /** Meter readings and usage in hundredths of a unit. */
  previous_reading_hundredths: number;
  reading_hundredths: number;
  usage_hundredths: number;
  unit_rate_cents: number;
  cost_cents: number;
  meter_replacement: boolean;
  recorded_by: string;
  /** The Water Invoice Bill that billed this reading; null until billed. */
  invoice_id: string | null;
  /** 'baseline': the meter's starting point, usage 0; 'reading': usage since the last. */
  kind: ReadingKind;
}

export type ReadingKind = 'reading' | 'baseline';

/** A scheduled invoice ("invoice setting"): what to bill the tenants of a rental, and when. */
export interface InvoiceSchedulesTable {
  id: string;
  organization_id: string;
  rental_id: string;
  invoice_type: ScheduleInvoiceType;
  billing_frequency: BillingFrequency;
  /** First invoice date, YYYY-MM-DD in Africa/Nairobi. */
  start_date: string;
  /** The next date the run bills, YYYY-MM-DD in Africa/Nairobi. */
  next_billing_date: string;
  /** The SMS template with {placeholders}. */
  message: string;
  /** Its Kiswahili version for Kiswahili tenants; null: they get `message` (migration 0024). */
  message_sw: string | null;
  /** Service Charge Bill: the amount per tenant per month. */
  service_charge_cents: number;
  /** What the last run could not do (plan limit reached...), shown to the landlord. */
  last_run_note: string | null;
  /** When its invoices are due: shared/due-dates.ts. */
  due_rule: DueRuleKind;
  due_days: number;
  created_at: string;
  updated_at: string;
}

/** A sent invoice: one per (schedule, billing date, tenant). */
export interface InvoicesTable {
  id: string;
  organization_id: string;
  /** Sequential per organization. */
  number: number;
  schedule_id: string | null;
  tenant_id: string;
  invoice_type: InvoiceType;
  /** The billing date this invoice is for, YYYY-MM-DD. */
  billing_date: string;
  /** Months covered (the schedule's frequency). */
  months: number;
  invoice_date: string;
  /** For a Pending Bill: the balance it reminds of; it adds nothing to the balance. */
  amount_cents: number;
  /**
   * The SMS text as rendered for the tenant when the invoice was written; a text it was sent
   * with later is a row of invoice_sent_messages (ledger/invoice-message.ts reads both).
   */
  message: string;
  created_at: string;
  /** YYYY-MM-DD (Africa/Nairobi): overdue after this day while not fully paid. */
  due_date: string;
  /** A one-off charge's or late fee's own words; '' for scheduled invoices. */
  description: string;
  /** A one-off charge's kind; null otherwise. */
  charge_type: ChargeType | null;
  /** A late fee's overdue invoice (unique: one fee per invoice); null otherwise. */
  late_fee_for: string | null;
}

/** A payment: a tenant's rent payment or the organization's subscription payment. */
export interface TransactionsTable {
  id: string;
  organization_id: string;
  transaction_type: TransactionType;
  tenant_id: string | null;
  /** Null when recorded by M-PESA (reconciliation) or when the user was removed. */
  recorded_by: string | null;
  recorded_by_name: string;
  payment_mode: PaymentMode;
  amount_cents: number;
  /** The instant of payment (UTC) and its calendar day in Africa/Nairobi. */
  paid_at: string;
  paid_on: string;
  /** M-PESA TransID / CheckoutRequestID: unique per organization. */
  external_reference: string | null;
  /** The part held as deposit, decided when posted (ledger/post-payment.ts); the rest is rent. */
  deposit_cents: number;
  /**
   * What the rest paid for, decided when posted (packages/shared/src/income-split.ts): rent
   * (money paid ahead included), water, service charge and other charges. They and
   * deposit_cents add up to amount_cents for a tenant's payment; 0 for other payments.
   */
  rent_cents: Generated<number>;
  water_cents: Generated<number>;
  service_charge_cents: Generated<number>;
  other_cents: Generated<number>;
  /** The rental the tenant lived in when the payment was posted; null without a tenant. */
  rental_id: string | null;
  created_at: string;
}

/** The SMS outbox: written in the same transaction as what it announces. */
export interface SmsMessagesTable {
  id: string;
  organization_id: string;
  tenant_id: string | null;
  recipient_name: string;
  /** E.164, +2547XXXXXXXX. */
  phone: string;
  text: string;
  parts: number;
  purpose: SmsPurpose;
  invoice_id: string | null;
  transaction_id: string | null;
  status: SmsStatus;
  provider: SmsProviderName | null;
  provider_message_id: string | null;
  attempts: number;
  next_attempt_at: string;
  /** The sender process holding the message while it sends; see jobs/sms-sender. */
  claimed_by: string | null;
  claimed_until: string | null;
  failure_reason: string | null;
  cost: string | null;
  created_at: string;
  updated_at: string;
  /** The notice this message is part of (issue 32); null for every other message. */
  notice_id: string | null;
  /** How it goes (migration 0055): sms, the column's default, or whatsapp (decision 0061). */
  channel: MessageChannel;
  /** 1: may go by SMS once when WhatsApp refuses or does not deliver it (migration 0058). */
  fallback: number;
  /** The WhatsApp template's body parameters, JSON array; null for a message only for SMS. */
  template_params: string | null;
  template_language: Language | null;
  /** Meta's wamid, once the Cloud API accepted the message. */
  whatsapp_message_id: string | null;
  whatsapp_sent_at: string | null;
  /** The furthest status Meta reported: sent, delivered, read or failed. */
  whatsapp_status: WhatsappDeliveryStatus | null;
  /** When it turned to SMS (set once: the fallback is decided by a conditional update). */
  fell_back_at: string | null;
}

/** What Meta's webhook reports of a WhatsApp message (decision 0061). */
export type WhatsappDeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** Each organization's secret incoming-SMS path, `/api/sms/incoming/<secret>` (40 hex). */
export interface SmsIncomingSecretsTable {
  organization_id: string;
  secret: string;
  created_at: string;
}

/** An SMS sent to the landlord's number (BAL, SALIO...): stored once per provider id. */
export interface IncomingSmsTable {
  /** orderedId: lists sort by (created_at, id). */
  id: string;
  organization_id: string;
  /** Africa's Talking's `id`: unique per organization, so a retried callback is a no-op. */
  provider_message_id: string;
  /** The sender as the provider gave it (`from`, +2547XXXXXXXX). */
  phone: string;
  /** `to`: the short code or number it was sent to. */
  short_code: string;
  text: string;
  link_id: string | null;
  /** The provider's `date`, as sent. */
  provider_date: string;
  /** The tenant the number matched; null for an unknown number. */
  tenant_id: string | null;
  outcome: IncomingSmsOutcome;
  /** How it came: 'sms', or 'whatsapp' (a keyword to the landlord's WhatsApp; decision 0068). */
  channel: Generated<'sms' | 'whatsapp'>;
  /** The answer in the outbox, when one was queued. */
  reply_message_id: string | null;
  created_at: string;
}

/**
 * Each organization's secret delivery-report path,
 * `/api/sms/delivery-reports/africastalking/<secret>` (40 hex).
 */
export interface SmsDeliveryReportSecretsTable {
  organization_id: string;
  secret: string;
  created_at: string;
}

/** A delivery report, once per (provider id, status). */
export interface SmsDeliveryReportsTable {
  /**
   * The organization whose secret path it came on: set on every row since migration 0031,
   * which deleted the rows it could not place, but the column stayed nullable.
   */
  organization_id: string | null;
  provider_message_id: string;
  status: string;
  failure_reason: string | null;
  received_at: string;
}

/** WhatsApp Cloud API settings of an organization (modules/whatsapp; migration 0055). */
export interface WhatsappSettingsTable {
  organization_id: string;
  phone_number_id: string;
  /** lib/secrets.ts, context `whatsapp_settings:<organization id>`; null: not saved. */
  access_token_encrypted: string | null;
  app_secret_encrypted: string | null;
  /** JSON: {invoice: {en, sw}, receipt: ..., reminder: ..., notice: ...} template names. */
  templates: string;
  /** The secret in /api/whatsapp/webhook/<secret>. */
  webhook_secret: string;
  /** What Meta's subscription handshake must bring as hub.verify_token. */
  verify_token: string;
  updated_at: string;
  /** 1: invoices and receipts carry their PDF in a document header (migration 0061). */
  document_header: number;
}

/** A status Meta's webhook reported for one message, once per (message, status). */
export interface WhatsappStatusesTable {
  organization_id: string;
  message_id: string;
  status: string;
  error_code: number | null;
  received_at: string;
}

export interface SmsSettingsTable {
  organization_id: string;
  provider: SmsProviderName;
  username: string;
  /** AES-256-GCM (lib/secrets.ts); never returned to the browser. */
  api_key_encrypted: string | null;
  sender_id: string;
  updated_at: string;
}

/**
 * One row (id 1): a count of the writes to mpesa_settings, bumped by the database's triggers
 * (migration 0071), so that a server knows cheaply when what it remembers of callback secrets
 * may be out of date.
 */
export interface MpesaSettingsVersionTable {
  id: number;
  version: number;
}

export interface MpesaSettingsTable {
  organization_id: string;
  organization_name: string;
  paybill_number: string;
  /** The landlord's account at a bank paybill; empty for an own paybill (house number). */
  account_number: string;
  updated_at: string;
  /** 'own_paybill' (Daraja app, callbacks) or 'bank_paybill' (statement import). */
  collection_mode: Generated<string>;
  environment: Generated<string>;
  /** lib/secrets.ts ciphertexts, context = organization id; null when not given. */
  consumer_key_encrypted: string | null;
  consumer_secret_encrypted: string | null;
  passkey_encrypted: string | null;
  /** The unguessable part of the C2B callback path; unique. */
  callback_secret: string | null;
  validation_enabled: Generated<number>;
  registered_at: string | null;
  /** M-PESA's answer to the last Register URLs (text shown to the landlord). */
  register_result: string | null;
  /** The secret a rotation replaced: works until a confirmation arrives on the new one. */
  previous_callback_secret: string | null;
  callback_secret_rotated_at: string | null;
  /** Daraja initiator for Transaction Status; its SecurityCredential encrypted like the keys. */
  initiator_name: string | null;
  security_credential_encrypted: string | null;
  /** When Pull Transactions was registered for the shortcode (null: not registered). */
  pull_registered_at: string | null;
}

/** Every C2B callback as received, stored before it is processed. */
export interface MpesaCallbacksTable {
  id: string;
  organization_id: string | null;
  kind: string;
  raw_body: string;
  trans_id: string | null;
  received_at: string;
  processed_at: string | null;
  outcome: string | null;
  /** The client address it came from (X-Forwarded-For behind a trusted proxy). */
  source_ip: string | null;
  /** 1 when that address is M-PESA's (MPESA_CALLBACK_IPS), else 0: quarantined. */
  source_trusted: Generated<number>;
  /** Failed attempts to apply it; parked (never retried by itself) after three. */
  attempts: Generated<number>;
  last_error: string | null;
  parked_at: string | null;
  /**
   * The payment the body was read as when stored (c2b/parse.ts), which the processor
   * applies: all six set, or all null when the body is not a payment (and for callbacks
   * processed before migration 0043). payment_trans_id is TransID upper-cased; trans_id is
   * TransID as received.
   */
  payment_trans_id: string | null;
  payment_amount_cents: number | null;
  payment_bill_ref: string | null;
  payment_payer_name: string | null;
  payment_paid_at: string | null;
  payment_shortcode: string | null;
}

export type QuarantineSource = 'c2b' | 'stk';
export type QuarantineStatus = 'open' | 'accepted' | 'rejected';

/**
 * A payment that failed a check, for the owner to accept (posted as usual) or reject. Never
 * in the ledger by itself, and it claims no receipt number.
 */
export interface QuarantinedPaymentsTable {
  id: string;
  organization_id: string;
  source: QuarantineSource;
  callback_id: string | null;
  stk_request_id: string | null;
  trans_id: string;
  amount_cents: number;
  bill_ref: string;
  payer_name: string;
  paid_at: string;
  /** JSON array of reason codes (QuarantineReason in packages/shared). */
  reasons: string;
  /** JSON object: what the reasons were about (address, shortcode, expected amount...). */
  details: string;
  status: Generated<QuarantineStatus>;
  decided_by_user_id: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
  transaction_id: string | null;
  created_at: string;
}

export type VerificationMethod = 'transaction_status' | 'pull' | 'stk_query' | 'statement';

/** A receipt M-PESA's own records confirmed; insert-only. */
export interface PaymentVerificationsTable {
  organization_id: string;
  receipt: string;
  method: VerificationMethod;
  verified_at: string;
}

/** A receipt asked about with the Transaction Status query, and when it was last asked. */
export interface TransactionStatusAsksTable {
  organization_id: string;
  receipt: string;
  asked_at: string;
}

/** A paybill payment no tenant could be matched to, until the landlord assigns it. */
export interface UnallocatedPaymentsTable {
  id: string;
  organization_id: string;
  trans_id: string;
  amount_cents: number;
  bill_ref: string;
  payer_name: string;
  paid_at: string;
  source: string;
  assigned_transaction_id: string | null;
  assigned_at: string | null;
  created_at: string;
}

/**
 * An M-PESA receipt number (or STK CheckoutRequestID) recorded in the organization, upper-case:
 * the one key that keeps a payment from being recorded twice across transactions and
 * unallocated payments (migration 0017).
 */
export interface PaymentReceiptsTable {
  organization_id: string;
  receipt: string;
  created_at: string;
}

/**
 * A payment's M-PESA receipt that arrived after it was posted (an STK push settled by the
 * status query, whose callback came later): insert-only, one per payment. The payment shows
 * it in place of its stand-in reference (ledger/shown-reference.ts, decision 0062).
 */
export interface PaymentLateReceiptsTable {
  organization_id: string;
  transaction_id: string;
  receipt: string;
  created_at: string;
}

/**
 * A payment's personal text, apart from the payment (migration 0067, decision 0078): one row
 * per payment, written with it. Erasure scrubs it (decision 0025); the payment row never
 * changes.
 */
export interface PaymentTextsTable {
  transaction_id: string;
  organization_id: string;
  /** Who paid, as the payment names them: the tenant's name then, or M-PESA's payer. */
  payer_name: string;
  description: string;
}

/**
 * The payment that replaced a moved one on another tenant (migration 0059): insert-only, once
 * per moved payment, written in the transaction that moved it (decision 0062).
 */
export interface PaymentReplacementsTable {
  organization_id: string;
  /** The moved (reversed) payment. */
  transaction_id: string;
  /** Its replacement. */
  replaced_by: string;
  created_at: string;
}

/**
 * A text an invoice's SMS was sent with after the invoice was written (a held SMS released, a
 * late SMS composed again; migration 0059): insert-only, versions 1, 2, ... per invoice. The
 * highest version is the text the invoice shows, else invoices.message.
 */
export interface InvoiceSentMessagesTable {
  organization_id: string;
  invoice_id: string;
  version: number;
  message: string;
  created_at: string;
}

/** An Enterprise "contact us" message. */
export interface ContactRequestsTable {
  id: string;
  organization_id: string;
  user_id: string | null;
  name: string;
  phone: string;
  email: string;
  message: string;
  created_at: string;
  /** The operator's inbox (migration 0025): new, contacted, won or lost, and their notes. */
  status: Generated<ContactRequestStatus>;
  notes: Generated<string>;
  updated_at: string;
}

export type StkPurpose = 'subscription' | 'tenant_balance';
/** 'quarantined': M-PESA said paid, but the result did not match its push (issue 27). */
export type StkStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'quarantined';

/** One STK push (M-PESA Express prompt); CheckoutRequestID is unique. */
export interface StkRequestsTable {
  id: string;
  organization_id: string;
  purpose: StkPurpose;
  tenant_id: string | null;
  /** Who started it; recorded as the payment's recorder. */
  user_id: string | null;
  user_name: string;
  /** The plan charged (subscription). */
  plan_id: string | null;
  shortcode: string;
  checkout_request_id: string;
  merchant_request_id: string;
  /** 2547XXXXXXXX. */
  phone: string;
  amount_cents: number;
  description: string;
  status: StkStatus;
  result_code: string | null;
  result_desc: string | null;
  receipt: string | null;
  transaction_id: string | null;
  created_at: string;
  updated_at: string;
  /**
   * sha256 hex of the push's callback token (migration 0029); null for a push sent before
   * tokens, whose callback comes on the old server-wide secret.
   */
  callback_token_hash: string | null;
}

/** Every STK callback body as received, stored before it is processed. */
export interface StkCallbacksTable {
  id: string;
  checkout_request_id: string | null;
  payload: string;
  received_at: string;
  /** The token it came on (sha256 hex); null on the old server-wide secret. */
  callback_token_hash: Generated<string | null>;
}

/** Every STK callback token issued (sha256 hex), written before its push is sent. */
export interface StkCallbackTokensTable {
  token_hash: string;
  organization_id: string;
  created_at: string;
}

/** A member's invitation: a one-time SMS code (only its hash) to set a first PIN. */
export interface TeamInvitationsTable {
  id: string;
  organization_id: string;
  /** One invitation per user: resending a code replaces it. */
  user_id: string;
  /** sha256 hex of `${id}:${code}`. */
  code_hash: string;
  expires_at: string;
  failed_attempts: number;
  used_at: string | null;
  invited_by: string | null;
  created_at: string;
}

/** Append-only: who did what, written in the same transaction as the change. */
export interface ActivityLogTable {
  id: string;
  organization_id: string;
  at: string;
  /** null for the system (jobs, M-PESA callbacks). */
  user_id: string | null;
  user_name: string;
  role: string;
  kind: string;
  entity: string | null;
  entity_id: string | null;
  /** The English one-line summary. */
  summary: string;
  /** JSON of the summary's values (ActivityDetails). */
  details: string;
  ip: string | null;
  user_agent: string | null;
}

/**
 * Wrong PINs per phone number, registered or not (an unknown phone locks the same way, so a
 * lock reveals nothing). `failures` counts wrong attempts and those still being checked.
 */
export interface PinGuardsTable {
  phonenumber: string;
  failures: number;
  locked_until: string | null;
  last_attempt_at: string;
}

/** The Forgot PIN code of a user: one at a time, a resend replaces it. */
export interface PinResetCodesTable {
  user_id: string;
  id: string;
  /** sha256 hex of `${id}:${code}`. */
  code_hash: string;
  expires_at: string;
  failed_attempts: number;
  used_at: string | null;
  sends: number;
  window_started_at: string;
  sent_at: string;
}

/** A charge forgiven in part or whole (a waived late fee): one per invoice. */
/** A landlord an agent manages rentals for (Agent accounts). */
export interface LandlordsTable {
  id: string;
  organization_id: string;
  name: string;
  phonenumber: string;
  email: string | null;
  kra_pin: string | null;
  /** JSON of the payout details (schemas/landlords.ts payoutSchema). */
  payout: string;
  commission_type: 'percent' | 'fixed';
  /** Percent in hundredths (10% = 1000), or KES cents a month for a fixed commission. */
  commission: number;
  /** What a percent commission is taken on: 'rent' (the default) or 'rent_and_charges'. */
  commission_base: 'rent' | 'rent_and_charges';
  created_at: string;
  updated_at: string;
  /** Their page's and their SMS's language; 'en' until the agent sets it (migration 0060). */
  language: Generated<Language>;
}

/**
 * A landlord's private page link (issue 32): only the token's SHA-256 opens the page; the
 * token is kept encrypted (context `owner-link:<landlordId>`) so the agent can copy it again.
 */
export interface OwnerLinksTable {
  landlord_id: string;
  organization_id: string;
  token_hash: string;
  token_encrypted: string | null;
  created_by_name: string;
  created_at: string;
}

/** What an agent paid a landlord against a month's owner statement. */
export interface LandlordRemittancesTable {
  id: string;
  organization_id: string;
  landlord_id: string;
  month: string;
  amount_cents: number;
  paid_on: string;
  payment_mode: PaymentMode;
  reference: string;
  recorded_by: string | null;
  recorded_by_name: string;
  created_at: string;
}

/** A month's KRA Monthly Rental Income return, filed: its payment slip number and date paid. */
export interface MriFilingsTable {
  organization_id: string;
  /** The landlord the return is for (an agent's client); '' for the organization's own. */
  landlord_key: string;
  /** YYYY-MM */
  month: string;
  prn: string;
  paid_on: string;
  recorded_by: string | null;
  recorded_by_name: string;
  created_at: string;
  updated_at: string;
}

/** A month no manual entry may change (issue 29): filed with KRA or closed by the owner. */
export interface ClosedMonthsTable {
  organization_id: string;
  /** YYYY-MM */
  month: string;
  closed_at: string;
  reason: ClosedMonthReason;
  closed_by: string | null;
  closed_by_name: string;
}

/**
 * A reversed payment (migration 0038): once per payment. Its reversing entries are in the
 * journal, dated reversed_on; the payment's row stays, so its history reads the same.
 */
export interface PaymentReversalsTable {
  transaction_id: string;
  organization_id: string;
  /** Why, in the words of who reversed it (staff, not the tenant's personal data). */
  reason: string;
  /** Actor.role, Actor.userId and name of who reversed it. */
  actor_type: string;
  actor_id: string | null;
  actor_name: string;
  /** YYYY-MM-DD, Nairobi: the day the reversing entries count from. */
  reversed_on: string;
  /** The M-PESA receipt number the payment carried. */
  receipt: string | null;
  /**
   * 1 when the reversal let go of the receipt (typed by mistake, or moved with the payment):
   * the payment's row keeps the number, but payment_receipts no longer counts it as held.
   */
  receipt_freed: number;
  /**
   * Moves before migration 0059 named the replacement here (copied to payment_replacements);
   * null on every reversal since.
   */
  replaced_by: string | null;
  created_at: string;
}

export interface CreditNotesTable {
  id: string;
  organization_id: string;
  tenant_id: string;
  kind: CreditNoteKind;
  /** The invoice it forgives; null: it settles the oldest charges, as a payment does. */
  invoice_id: string | null;
  amount_cents: number;
  reason: string;
  created_by: string | null;
  created_by_name: string;
  created_at: string;
  /** The Nairobi day it counts from; null: the day it was given (created_at). */
  effective_on: string | null;
  /** A deposit deduction's reason (what it was kept for); null for other kinds. */
  deduction_reason: DepositDeductionReason | null;
}

/**
 * The journal (migration 0035): one immutable row per money movement of a tenant; the
 * database refuses UPDATE and DELETE. Documents (invoices, payments, credit notes, refunds)
 * keep their texts; an entry holds no personal text, so erasure never touches it.
 *
 * amount_cents is signed from the tenant's side:
 * - rent, water, servicecharge and other buckets: + raises what the tenant owes (a charge, an
 *   opening balance), - lowers it (a payment's part, a credit note). Their sum over a tenant
 *   is the rent balance (balances.ts).
 * - deposit bucket: + raises the deposit still to be covered (the Deposit invoice; a deduction
 *   or a refund, which use up what was held), - lowers it (a payment's deposit part). Their
 *   sum is charged - held; deposits.ts reads each part by source_type.
 * A correction is a new entry pointing at the one it corrects (corrects_entry_id).
 */
export interface LedgerEntriesTable {
  id: string;
  organization_id: string;
  tenant_id: string;
  /** The tenant's rental when posted. */
  rental_id: string | null;
  kind: LedgerEntryKind;
  bucket: JournalBucket;
  amount_cents: number;
  /** YYYY-MM-DD, Nairobi: the day the money belongs to. */
  effective_on: string;
  /** UTC instant it was written. */
  posted_at: string;
  source_type: JournalSource;
  source_id: string;
  /** Actor.role and Actor.userId of who posted it. */
  actor_type: string;
  actor_id: string | null;
  corrects_entry_id: string | null;
}

/**
 * Each tenant's rent balance: the sum of their ledger_entries outside the deposit bucket, kept
 * by the database as entries are inserted (migration 0044's trigger; nothing else writes it).
 * No row: no entries, a balance of 0.
 */
export interface TenantBalancesTable {
  organization_id: string;
  tenant_id: string;
  balance_cents: number;
}

/**
 * What each tenant who owes owes, by the charge it is left of (ledger/owed-charges.ts): the
 * newest charges their balance reaches, net of credit notes, and the opening balance's part
 * (invoice_number 0). Rows add up to the balance in tenant_balances when it is positive; none
 * otherwise. Kept as entries post (ledger/kept-arrears.ts); the arrears report ages them.
 */
export interface UnpaidChargesTable {
  organization_id: string;
  tenant_id: string;
  invoice_number: number;
  /** YYYY-MM-DD, Nairobi. */
  due_date: string;
  cents: number;
}

/**
 * The sum of the journal's entries per organization, month of the effective day, rental and
 * kind of entry, kept by the database as entries are inserted (migration 0045's trigger;
 * nothing else writes it). What was billed and received in whole months is read here.
 */
export interface LedgerMonthSumsTable {
  organization_id: string;
  /** YYYY-MM of effective_on. */
  month: string;
  /** The entries' rental_id; '' for entries without one. */
  rental_id: string;
  source_type: JournalSource;
  bucket: JournalBucket;
  cents: number;
}

/** The organization's reminder rules; no row: off, with the defaults. */
export interface ReminderSettingsTable {
  organization_id: string;
  enabled: number;
  /** Days after the due date, ascending, comma-separated: "1,7,14". */
  days: string;
  template: string;
  updated_at: string;
}

/** The organization's vacancy alert setting (migration 0048); no row: no alert. */
export interface VacancySettingsTable {
  organization_id: string;
  alert_after_days: number | null;
  updated_at: string;
}

/** A vacancy alert given: once per unit and vacancy, decided by the primary key. */
export interface VacancyAlertsTable {
  organization_id: string;
  rental_id: string;
  unit_key: string;
  vacant_since: string;
  house_number: string | null;
  room_type: string;
  days_vacant: number;
  alerted_at: string;
}

/** A reminder queued; the key makes each step once only. */
export interface RemindersTable {
  id: string;
  organization_id: string;
  tenant_id: string;
  /** "step:<invoice id or opening:tenant id>:<days>" or "now:<tenant id>:<YYYY-MM-DD>". */
  reminder_key: string;
  sms_id: string | null;
  queued_at: string;
}

/** A rental's late-fee rule; no row: off. */
export interface LateFeeRulesTable {
  rental_id: string;
  organization_id: string;
  enabled: number;
  fee_type: 'fixed' | 'percent';
  /** Cents for a fixed fee; hundredths of a percent for a percentage (5% = 500). */
  amount: number;
  grace_days: number;
  send_sms: number;
  updated_at: string;
}

/** What one billing date of a schedule did. */
export interface ScheduleRunsTable {
  id: string;
  organization_id: string;
  schedule_id: string;
  billing_date: string;
  ran_at: string;
  billed: number;
  /** JSON {reason: count} of tenants not billed. */
  skipped: string;
  /** JSON {reason: count} of invoices whose SMS is held. */
  held: string;
}

/** A notification a user has read (notifications are derived; only reading is stored). */
export interface NotificationReadsTable {
  user_id: string;
  notification_id: string;
  read_at: string;
}

/** Deposit paid back to a tenant at move-out. */
export interface DepositRefundsTable {
  id: string;
  organization_id: string;
  tenant_id: string;
  amount_cents: number;
  payment_mode: PaymentMode;
  reference: string;
  refunded_on: string;
  created_by: string | null;
  created_by_name: string;
  created_at: string;
}

/** A tenant's rent from a date (migration 0015): in force until their next change. */
export interface TenantRentChangesTable {
  id: string;
  organization_id: string;
  tenant_id: string;
  /** YYYY-MM-DD in Africa/Nairobi. */
  effective_from: string;
  /** null: the room type's rent (a move), that of `room_type_id`. */
  monthly_rent_cents: number | null;
  room_type_id: string | null;
  /** Why the rent changed; '' for a move. */
  reason: string;
  /**
   * A reason the product gave (rent-change-reasons.ts: leaseEscalation, leaseRenewal) and its
   * values as JSON (migration 0053); null for a person's reason and for older rows.
   */
  reason_code?: string | null;
  reason_params?: string | null;
  created_by: string | null;
  created_by_name: string;
  created_at: string;
}

/** Money paid out for a rental or the whole organization (migration 0018); not in the ledger. */
export interface ExpensesTable {
  id: string;
  organization_id: string;
  /** null: an expense of the whole organization. */
  rental_id: string | null;
  /** The day paid, YYYY-MM-DD in Africa/Nairobi. */
  date: string;
  category: ExpenseCategory;
  amount_cents: number;
  payee: string;
  payment_mode: PaymentMode;
  /** '' when none. */
  reference: string;
  note: string;
  created_by: string | null;
  created_by_name: string;
  created_at: string;
  updated_at: string;
}

/** An expense's receipt file, kept in the database (BLOB / bytea). */
export interface ExpenseReceiptsTable {
  expense_id: string;
  organization_id: string;
  /** Found from the file's first bytes, not taken from the client. */
  content_type: string;
  size_bytes: number;
  created_by: string | null;
  created_at: string;
  data: Buffer;
}

/** A sign-up waiting for the code sent to its phone (migration 0033); it reserves nothing. */
export interface SignupRequestsTable {
  id: string;
  phonenumber: string;
  firstname: string;
  lastname: string;
  email: string;
  account_type: AccountType;
  language: Language;
  pin_hash: string;
  /** sha256 hex of `${id}:${code}`. */
  code_hash: string;
  expires_at: string;
  created_at: string;
}

/** One code per user: a phone change (sent to the new phone) or confirming the current one. */
export interface PhoneCodesTable {
  user_id: string;
  id: string;
  purpose: 'change' | 'confirm';
  /** The phone the code was sent to (the new one for a change). */
  phonenumber: string;
  /** sha256 hex of `${id}:${code}`. */
  code_hash: string;
  expires_at: string;
  failed_attempts: Generated<number>;
}

/** A notice to tenants (issue 32): written once, one SMS per recipient in the outbox. */
export interface NoticesTable {
  id: string;
  organization_id: string;
  created_at: string;
  created_by: string | null;
  created_by_name: string;
  message: string;
  message_sw: string | null;
  /** JSON: {"rentalids": [...]} or {"all": true}, and the filter given. */
  audience: string;
  recipients: number;
  parts: number;
  /** Tenants the audience held who opted out of SMS: not sent to. */
  opted_out: number;
}

/** A tenancy's lease (issue 32): its term, notice period and yearly escalation. */
export interface LeasesTable {
  tenant_id: string;
  organization_id: string;
  start_date: string;
  /** Null: open-ended. */
  end_date: string | null;
  notice_days: number;
  escalation_type: 'percent' | 'amount' | null;
  /** Hundredths of a percent, or cents. */
  escalation_value: number | null;
  escalation_tell_days: Generated<number>;
  updated_at: string;
  updated_by_name: string;
}

/** A lease's dated happening, once per tenancy, kind and date (the key). */
export interface LeaseEventsTable {
  tenant_id: string;
  organization_id: string;
  kind: 'escalation' | 'expiry60' | 'expiry30' | 'lapsed';
  on_date: string;
  created_at: string;
  /** JSON: what it did. */
  details: string;
}

/** A notice to vacate, from the tenant or the landlord; the newest is the one in force. */
/** An organization's lease in one language and its house rules (migration 0053). */
/** KRA eTIMS per organization (migration 0054); the cmcKey only encrypted. */
export interface EtimsSettingsTable {
  organization_id: string;
  pin: string;
  branch_id: string;
  device_serial: string;
  environment: 'sandbox' | 'production';
  vat_registered: Generated<number>;
  scope: 'all' | 'business';
  cmc_key_encrypted: string | null;
  initialised_at: string | null;
  /** JSON of KRA's code classes (selectCodeList), null until read. */
  code_lists: string | null;
  code_lists_fetched_at: string | null;
  /** The last OSCU invcNo given to a document (etims_transmissions.document_number). */
  last_document_number: Generated<number>;
  updated_at: string;
  /** From when posted documents are sent (the first save; migration 0057). */
  transmit_from: string | null;
  /** How far the sender job has looked for documents to queue (migration 0057). */
  queued_through: string | null;
}

/** The queue of documents for KRA eTIMS (migration 0054); one row per invoice or credit note. */
export interface EtimsTransmissionsTable {
  id: string;
  organization_id: string;
  kind: 'sale' | 'refund';
  invoice_id: string | null;
  credit_note_id: string | null;
  /** The OSCU invcNo: fixed at queueing, unique per organization. */
  document_number: number;
  original_number: number | null;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  control_number: string | null;
  signature: string | null;
  internal_data: string | null;
  kra_time: string | null;
  qr_url: string | null;
  error: string | null;
  /**
   * The sale as sent, written with KRA's receipt (migration 0063): its tax type and the
   * payload's taxable amount, VAT and total in integer cents (positive for a refund too, as
   * sent). Null for a row not sent yet, or sent before 0063 (the report works those out).
   */
  tax_type: 'A' | 'B' | 'C' | 'D' | 'E' | null;
  taxable_cents: number | null;
  vat_cents: number | null;
  total_cents: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * Our items in KRA's item master (saveItem; migration 0064): one row per organization, device
 * and item code, with the tax type KRA has. Claimed by one sender while it registers.
 */
export interface EtimsItemsTable {
  organization_id: string;
  /** `<environment>/<pin>/<branch>/<serial>`: the device the item was registered for. */
  device: string;
  item_code: string;
  tax_type: 'A' | 'B' | 'C' | 'D' | 'E';
  /** 'registering' while a sender holds the claim; 'registered' once KRA took it. */
  status: 'registering' | 'registered';
  claimed_by: string | null;
  claimed_until: string | null;
  registered_at: string | null;
  updated_at: string;
}

export interface LeaseTemplatesTable {
  organization_id: string;
  language: Language;
  body: string;
  house_rules: string;
  updated_at: string;
  updated_by_name: string;
}

export interface VacateNoticesTable {
  id: string;
  organization_id: string;
  tenant_id: string;
  given_by: 'tenant' | 'landlord';
  given_on: string;
  moveout_date: string;
  created_at: string;
  created_by_name: string;
}

/** A tenant's or a rental's document (issue 32): the file kept in the database. */
export interface DocumentsTable {
  id: string;
  organization_id: string;
  tenant_id: string | null;
  rental_id: string | null;
  kind: 'lease' | 'id_copy' | 'inspection' | 'letter' | 'other';
  title: string;
  /** Found from the file's first bytes, not taken from the client. */
  content_type: string;
  size_bytes: number;
  created_at: string;
  created_by: string | null;
  created_by_name: string;
  data: Buffer;
}

/** Each organization's last repair number (issue 32): R-<number>, bumped by an upsert. */
export interface RepairCountersTable {
  organization_id: string;
  last_number: number;
}

/** A repair (work order, issue 32): a reported problem, its board status, and its cost. */
export interface RepairsTable {
  id: string;
  organization_id: string;
  rental_id: string;
  tenant_id: string | null;
  number: number;
  /** "R-1042". */
  reference: string;
  category: RepairCategory;
  description: string;
  priority: RepairPriority;
  status: RepairStatus;
  assignee_user_id: string | null;
  assignee_name: string | null;
  assignee_phone: string | null;
  /** An instant (ISO UTC) the work is planned for. */
  scheduled_for: string | null;
  reported_via: RepairSource;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  cost_cents: number | null;
  paid_by: RepairPayer | null;
  expense_id: string | null;
  invoice_id: string | null;
}

/** A line of a repair's history: a report, a status change, a note; never updated. */
export interface RepairEventsTable {
  id: string;
  organization_id: string;
  repair_id: string;
  created_at: string;
  actor_user_id: string | null;
  /** null: the tenant. */
  actor_name: string | null;
  status: RepairStatus | null;
  note: string | null;
}

/** A photo of a repair, checked as expense receipts are (BLOB / bytea). */
export interface RepairPhotosTable {
  id: string;
  organization_id: string;
  repair_id: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
  data: Buffer;
}
