import { changeFieldWords, changeValueWords } from '@rental/shared/activity-changes';

/**
 * How an entry's details read (namespace `activity`, key `details`): the fields a "changes"
 * detail names, and the codes among values (yes/no, collection modes, providers...), so no
 * raw key or English code shows in another language. Keys are the server's field names.
 */
export const activityDetailsEn = {
  changed: '{{field}}: {{before}} → {{after}}',
  changedUnquoted: '{{field}} changed',
  fields: {
    /** A field this version of the app does not know yet: never its raw key. */
    unknown: 'another field',
    // The server's English summary words the same fields the same way.
    ...changeFieldWords,
  },
  values: {
    yes: 'Yes',
    no: 'No',
    on: 'On',
    off: 'Off',
    none: 'none',
    wholeOrganization: 'the whole organization',
    freeTrial: 'the free trial',
    /** The lease template's language (lease_template_saved). */
    language: { English: 'English', Kiswahili: 'Kiswahili' },
    ...changeValueWords,
    /** A repair's codes (repair_created, repair_updated, repair_closed). */
    category: {
      plumbing: 'plumbing',
      electrical: 'electrical',
      water: 'water',
      roof: 'roof',
      doors_windows: 'doors and windows',
      walls_floors: 'walls and floors',
      security: 'security',
      pests: 'pests',
      other: 'other',
    },
    priority: { emergency: 'emergency', high: 'high', normal: 'normal' },
    paidby: { landlord: 'the landlord', tenant: 'the tenant' },
    status: {
      ...changeValueWords.status,
      new: 'new',
      scheduled: 'scheduled',
      in_progress: 'in progress',
      done: 'done',
      cancelled: 'cancelled',
    },
  },
  /** Where a payment came from (payment_recorded's source). */
  sources: {
    manual: 'entered by hand',
    c2b: 'M-PESA paybill',
    statement: 'statement import',
    stkTenant: 'M-PESA STK push',
    stkSubscription: 'subscription, M-PESA STK push',
    moved: 'moved from another tenant',
  },
  sourceWithMode: '{{mode}}, {{source}}',
  /** A credit note's invoice, when it was given against one. */
  onInvoice: ' on {{invoice}}',
  kraReturn: 'KRA return {{prn}}',
  /** A move's meter readings, after the meter numbers. */
  finalReading: '(final {{reading}})',
  openingReading: '(opening {{reading}})',
  /** A balance texted to a tenant, per house. */
  houseBalance: '{{balance}} (house {{house}})',
  exported: {
    tenants: 'tenants',
    readings: 'water readings',
    transactions: 'transactions',
    payments: 'payments',
    invoices: 'invoices',
    subscriptions: 'subscription payments',
    messages: 'messages',
    statement: 'a statement',
    activity: 'the activity log',
    arrears: 'arrears',
    deposits: 'deposits',
    expenses: 'expenses',
    'kra-mri': 'the KRA rental income return',
    'rent-roll': 'the rent roll',
    occupancy: 'occupancy',
    collections: 'collections',
    'income-statement': 'the income statement',
    'owner-statement': 'an owner statement',
    'etims-report': 'the KRA eTIMS monthly report',
    repairs: 'the repairs report',
  },
};
