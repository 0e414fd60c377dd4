export const accountTypes = ['Agent', 'Landlord'] as const;
export type AccountType = (typeof accountTypes)[number];

/**
 * How a tenant is messaged (issue 34): by SMS (the default), by WhatsApp, or by WhatsApp with
 * SMS once when WhatsApp refuses or has not delivered within 10 minutes.
 */
export const tenantChannels = ['sms', 'whatsapp', 'whatsapp_sms'] as const;
export type TenantChannel = (typeof tenantChannels)[number];

/** How one outbox message goes (issue 34): by SMS, or by WhatsApp template (decision 0061). */
export const messageChannels = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const userStatuses = ['active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

/**
 * The roles people have in a rental business (issue 28); what each may do is the permission
 * map in permissions.ts. One owner per organization; the others are invited by the owner.
 */
export const userRoles = ['owner', 'manager', 'accountant', 'caretaker'] as const;
export type UserRole = (typeof userRoles)[number];

/** Room types (spec section 5). */
export const houseTypes = [
  'Bedsitter',
  'Single Room',
  'Double Room',
  'One Bedroom',
  'Two Bedroom',
  'Three Bedroom',
  'Four Bedroom',
  'Five Bedroom',
] as const;
export type HouseType = (typeof houseTypes)[number];

/** What a schedule bills (spec section 5's invoice types). */
export const scheduleInvoiceTypes = [
  'Rental Invoice Bill',
  'Water Invoice Bill',
  'Service Charge Bill',
  'Pending Bill',
] as const;
export type ScheduleInvoiceType = (typeof scheduleInvoiceTypes)[number];

/**
 * Every invoice type: a schedule's, a late fee charged on an overdue invoice, a one-off
 * charge billed by hand ("Bill now") and a deposit charged at move-in. How each counts in a
 * balance: ledger-kinds.ts.
 */
export const invoiceTypes = [
  ...scheduleInvoiceTypes,
  'Late Fee',
  'One-off Charge',
  'Deposit',
] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

/** A tenancy runs from move-in to move-out; a former tenant's history stays. */
export const tenantStatuses = ['current', 'former'] as const;
export type TenantStatus = (typeof tenantStatuses)[number];

/** A tenant is a person (first and last name) or a business (one name, issue 30). */
export const tenantKinds = ['person', 'business'] as const;
export type TenantKind = (typeof tenantKinds)[number];

/** The app's languages: English (the default) and Kiswahili. */
export const languages = ['en', 'sw'] as const;
export type Language = (typeof languages)[number];

/**
 * What a deposit deduction at move-out is for. Unpaid rent and water settle what the tenant
 * already owes; the others are charged first, then settled from the deposit.
 */
export const depositDeductionReasons = [
  'unpaid rent',
  'water',
  'damage',
  'cleaning',
  'other',
] as const;
export type DepositDeductionReason = (typeof depositDeductionReasons)[number];

/** What a one-off charge is for. */
export const chargeTypes = ['repair', 'penalty', 'key replacement', 'other'] as const;
export type ChargeType = (typeof chargeTypes)[number];

/**
 * Billing frequencies with the months each covers. The spec's edit form offered only three;
 * a schedule created semi-annually must stay editable, so create and edit offer all four.
 */
export const billingFrequencyMonths = {
  monthly: 1,
  quarterly: 3,
  'semi-annually': 6,
  annually: 12,
} as const;
export const billingFrequencies = Object.keys(billingFrequencyMonths) as BillingFrequency[];
export type BillingFrequency = keyof typeof billingFrequencyMonths;

/** Payment modes (spec section 5). */
export const paymentModes = ['Cash', 'Cheque', 'Bank', 'MPESA'] as const;
export type PaymentMode = (typeof paymentModes)[number];

/**
 * What an expense was for: the landlord's costs of running a rental, grouped as the books and
 * the rental income tax return group them. Outside clients send these texts as they are.
 */
export const expenseCategories = [
  'Repairs and maintenance',
  'Water bill',
  'Electricity',
  'Security',
  'Cleaning and garbage',
  'Land rates',
  'Insurance',
  'Management fees',
  'Legal',
  'Other',
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];

/** What a transaction is: the transactions filter's Tenant Payments / Subscription Payments. */
export const transactionTypes = ['Tenant Payment', 'Subscription Payment'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/**
 * Invoice status, derived from the payments settling it (oldest charge first): overdue is
 * past its due date and not fully paid.
 */
export const invoiceStatuses = ['unpaid', 'partially paid', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * SMS life cycle: queued (waiting, or retrying after a failure) → sending (claimed by a
 * sender) → sent (accepted by the gateway) → delivered or failed (delivery report).
 * stored: kept in the outbox because no SMS provider is set up; nothing left the machine.
 * held: not sent because it would carry a broken payment instruction (no paybill set).
 * discarded: waiting to be sent (stored, held or failed) and the owner chose not to send it.
 */
export const smsStatuses = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'stored',
  'held',
  'discarded',
] as const;
export type SmsStatus = (typeof smsStatuses)[number];

/**
 * reminder: arrears reminders; notice: other messages about money (a late fee charged);
 * balance: the answer to a tenant who texted BAL or SALIO; tenant_link: a tenant's private
 * page link, sent at the landlord's request; repair: a repair's reference or its news.
 */
export const smsPurposes = [
  'invoice',
  'receipt',
  'test',
  'other',
  'reminder',
  'notice',
  'balance',
  'tenant_link',
  'repair',
  /** A landlord's own page link, sent by their agent (issue 32). */
  'owner_link',
  /** The account owner told a unit has stood vacant past the alert setting (issue 32). */
  'vacancy_alert',
] as const;
export type SmsPurpose = (typeof smsPurposes)[number];

/**
 * What was done with an SMS a tenant sent in (Messages → Received): answered with the balance;
 * not answered because the phone had its 3 answers this hour, is no tenant's, sent something
 * other than BAL/SALIO, opted out of SMS (blocked), or is a former tenant owing nothing;
 * repair_reported: REPAIR/TENGENEZA <text> made a repair (answered with its reference, by
 * WhatsApp when written there: decision 0074);
 * channel_changed: WHATSAPP or SMS chose how the tenant is messaged (answered to confirm);
 * opted_out / opted_in: STOP stopped every message to the phone, START undid it (decision 0068).
 */
export const incomingSmsOutcomes = [
  'answered',
  'rate_limited',
  'unknown_sender',
  'not_a_command',
  'blocked',
  'former_tenant',
  'repair_reported',
  'channel_changed',
  'opted_out',
  'opted_in',
] as const;
export type IncomingSmsOutcome = (typeof incomingSmsOutcomes)[number];

/** outbox: messages are stored and shown, nothing leaves the machine (the default). */
export const smsProviderNames = ['outbox', 'africastalking'] as const;
export type SmsProviderName = (typeof smsProviderNames)[number];

/** What a rental is let for: KRA's Monthly Rental Income tax covers residential rent only. */
export const rentalUses = ['residential', 'commercial'] as const;
export type RentalUse = (typeof rentalUses)[number];
