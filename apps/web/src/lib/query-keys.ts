/**
 * Every cache key of the web app, in one place: one entry per server resource, so the same
 * call is cached under one key wherever it is made, and a change invalidates one prefix (`all`)
 * to refresh every screen that shows the resource. Lint forbids writing a key anywhere else.
 *
 * Two hooks may share a key on purpose when they make the same call and only `select` differs
 * (a tenant's unbilled water reads the readings list's answer).
 */

export const activityKeys = {
  all: ['activity'] as const,
  list: <F extends object>(filters: F) => ['activity', 'list', filters] as const,
  people: ['activity', 'people'] as const,
};

export const arrearsKeys = {
  all: ['arrears'] as const,
  list: (rentalId: string) => ['arrears', rentalId] as const,
};

export const authKeys = {
  currentUser: ['auth', 'current-user'] as const,
};

export const booksKeys = {
  closedMonths: ['books', 'closed-months'] as const,
};

/** Payments and invoices invalidate the prefix: the tiles, the chart and the recent payments. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
  search: (term: string) => ['dashboard', 'search', term] as const,
};

/** A tenant's or a rental's documents (issue 32): the list of one owner. */
export const documentKeys = {
  all: ['documents'] as const,
  list: (owner: 'tenant' | 'rental', id: string) => ['documents', owner, id] as const,
};

/** KRA eTIMS (issue 34): the device settings, and the documents sent to KRA per filter. */
export const etimsKeys = {
  settings: ['etims', 'settings'] as const,
  transmissions: ['etims', 'transmissions'] as const,
  transmissionList: <F extends object>(filters: F) => ['etims', 'transmissions', filters] as const,
  reports: ['etims', 'report'] as const,
  report: (month: string) => ['etims', 'report', month] as const,
};

export const expenseKeys = {
  all: ['expenses'] as const,
  list: <F extends object>(filters: F) => ['expenses', 'list', filters] as const,
};

export const invoiceSettingKeys = {
  all: ['invoice-settings'] as const,
  list: ['invoice-settings', 'list'] as const,
  detail: (id: string) => ['invoice-settings', 'detail', id] as const,
  runs: (id: string) => ['invoice-settings', 'runs', id] as const,
};

export const landlordKeys = {
  all: ['landlords'] as const,
  list: ['landlords', 'list'] as const,
  pageLink: (id: string) => ['landlords', 'page-link', id] as const,
};

/** M-PESA settings: the paybill, the callback secret and the registered addresses. */
export const mpesaSettingsKeys = {
  all: ['mpesa-settings'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
};

export const onboardingKeys = {
  progress: ['onboarding', 'progress'] as const,
};

export const operatorKeys = {
  organizations: ['operator', 'organizations'] as const,
  organizationList: <F extends object>(filters: F) =>
    ['operator', 'organizations', filters] as const,
  contactRequests: ['operator', 'contact-requests'] as const,
  contactRequestList: (status: string) => ['operator', 'contact-requests', status] as const,
  subscriptionPayments: ['operator', 'subscription-payments'] as const,
  parkedConfirmations: ['operator', 'parked-confirmations'] as const,
};

export const organizationKeys = {
  profile: ['organization', 'profile'] as const,
  /** Who bills: the name, paybill and phone printed on bills and receipts. */
  payee: ['organization', 'payee'] as const,
};

export const planKeys = {
  usage: ['plan', 'usage'] as const,
};

export const readingKeys = {
  all: ['readings'] as const,
  /** GET /api/water/readings, of one tenant or of every tenant. */
  list: (tenantId?: string) => ['readings', 'list', tenantId ?? 'all'] as const,
  /** GET /api/water/meters of one rental: the readings grid and a tenant's move-out. */
  meters: (rentalId: string) => ['readings', 'meters', rentalId] as const,
};

export const leaseTemplateKeys = {
  /** GET /api/lease-templates: the lease and house rules in each language. */
  all: ['leaseTemplates'] as const,
};

export const reminderKeys = {
  all: ['reminders'] as const,
  preview: ['reminders', 'preview'] as const,
  settings: ['reminders', 'settings'] as const,
};

export const rentalKeys = {
  all: ['rentals'] as const,
  list: ['rentals', 'list'] as const,
  detail: (id: string) => ['rentals', 'detail', id] as const,
  lateFee: (id: string) => ['rentals', 'late-fee', id] as const,
};

export const roomKeys = {
  all: ['rooms'] as const,
  /** Room types of one rental, or of every rental when `rentalId` is undefined. */
  list: (rentalId?: string) => ['rooms', 'list', rentalId ?? 'all'] as const,
};

/** Every report sits under 'reports': a payment, a remittance or a filing refreshes them all. */
export const reportKeys = {
  all: ['reports'] as const,
  collections: <Q extends object>(query: Q) => ['reports', 'collections', query] as const,
  occupancy: <Q extends object>(query: Q) => ['reports', 'occupancy', query] as const,
  incomeStatement: <Q extends object>(query: Q) => ['reports', 'income-statement', query] as const,
  rentRoll: <Q extends object>(query: Q) => ['reports', 'rent-roll', query] as const,
  vacancies: <Q extends object>(query: Q) => ['reports', 'vacancies', query] as const,
  repairs: <Q extends object>(query: Q) => ['reports', 'repairs', query] as const,
  vacancySettings: ['reports', 'vacancy-settings'] as const,
  deposits: ['reports', 'deposits'] as const,
  kraMri: (month: string, landlordid = '') => ['reports', 'kra-mri', month, landlordid] as const,
  ownerStatement: (landlordid: string, month: string) =>
    ['reports', 'owner-statement', landlordid, month] as const,
};

/** The repairs board (by rental) and one repair with its history; a change refreshes both. */
export const repairKeys = {
  all: ['repairs'] as const,
  lists: ['repairs', 'list'] as const,
  list: (rentalId: string) => ['repairs', 'list', rentalId] as const,
  detail: (id: string) => ['repairs', 'detail', id] as const,
  photo: (repairId: string, photoId: string) => ['repairs', 'photo', repairId, photoId] as const,
};

export const sentInvoiceKeys = {
  all: ['sent-invoices'] as const,
  list: <F extends object>(filters: F) => ['sent-invoices', 'list', filters] as const,
  unpaidOfTenant: (tenantId: string) => ['sent-invoices', 'tenant', tenantId] as const,
};

/** The SMS outbox and settings. A test SMS joins the outbox, so both sit under 'sms'. */
export const smsKeys = {
  settings: ['sms', 'settings'] as const,
};

/** Settings → WhatsApp (the owner's alone). */
export const whatsappKeys = {
  settings: ['whatsapp', 'settings'] as const,
};

/** The outbox: every view of it (sent, waiting) under one prefix. */
export const messageKeys = {
  all: ['sms', 'messages'] as const,
  list: (status: string) => ['sms', 'messages', 'list', status] as const,
  /** How many wait to be sent (Messages → Waiting). */
  waiting: ['sms', 'messages', 'waiting'] as const,
  /** What tenants sent in (BAL, SALIO...), polled while it is shown. */
  incoming: ['sms', 'incoming'] as const,
  /** Notices sent to tenants, with their delivery counts. */
  notices: ['sms', 'messages', 'notices'] as const,
};

export const stkKeys = {
  request: (id?: string) => ['stk', 'request', id] as const,
};

export const subscriptionKeys = {
  all: ['subscription'] as const,
  settings: ['subscription', 'settings'] as const,
  status: ['subscription', 'status'] as const,
};

export const teamKeys = {
  members: ['team', 'members'] as const,
};

export const tenantPageKeys = {
  page: (token: string) => ['tenant-page', token] as const,
};

/** A landlord's own page (/o/{token}), in the language it is read in. */
export const ownerPageKeys = {
  page: (token: string) => ['owner-page', token] as const,
};

/**
 * GET /api/tenant/all-tenants and one tenant's views. The list is keyed by its query, so every
 * screen asking for the same tenants shares one answer (pickers, filters, the tenants list).
 */
export const tenantKeys = {
  all: ['tenants'] as const,
  list: (status?: string) => ['tenants', 'list', { status: status ?? 'all' }] as const,
  /** One rental's current tenants (readings, meters). */
  ofRental: (rentalId: string) =>
    ['tenants', 'list', { rentalid: rentalId, status: 'current' }] as const,
  /** One fetch of a tenant serves the tenant's page and the payment form's balance. */
  detail: (id: string) => ['tenants', 'detail', id] as const,
  statement: (id: string) => ['tenants', 'statement', id] as const,
  rentHistory: (id: string) => ['tenants', 'rent-history', id] as const,
  /** GET /api/tenant/{id}/lease: the lease and the notice to vacate. */
  lease: (id: string) => ['tenants', 'lease', id] as const,
  /** GET /api/tenant/vacating: every notice to vacate in force, for the "Vacating" chips. */
  vacating: ['tenants', 'vacating'] as const,
  link: (id: string) => ['tenants', 'link', id] as const,
  moveOutPreview: (id: string, moveoutdate: string) =>
    ['tenants', 'move-out-preview', id, moveoutdate] as const,
};

/**
 * Payments. One payment sits under its own prefix: refreshing the lists after a reversal must
 * not ask again for a payment that is gone.
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: <F extends object>(filters: F) => ['transactions', 'list', filters] as const,
  detail: (id: string) => ['transaction', id] as const,
};

export const unallocatedKeys = {
  list: ['unallocated-payments'] as const,
  held: ['quarantined-payments'] as const,
};

/**
 * Money other screens show: invoice statuses, the dashboard's totals, arrears, reports and the
 * notifications (derived from balances). A payment, a credit note or a move-out moves them.
 */
export const moneyKeys = [
  transactionKeys.all,
  sentInvoiceKeys.all,
  tenantKeys.all,
  dashboardKeys.all,
  arrearsKeys.all,
  reportKeys.all,
  notificationKeys.all,
] as const;
