import { documentKindWords } from './document-kinds.js';
import { formatDateValue } from './date-format.js';

/**
 * An update's "changes" detail holds the server's field names and codes ("collectionmode: — →
 * own_paybill"): what a reader's language words. These are the English words, for the
 * server's English summary and the web's English catalogue (features/activity/locales), so
 * no raw key or code reaches a reader in either.
 */
export const changeFieldWords = {
  firstname: 'first name',
  lastname: 'last name',
  phonenumber: 'phone',
  email: 'email',
  organizationname: 'M-PESA organization name',
  paybillnumber: 'paybill number',
  accountnumber: 'account number',
  collectionmode: 'how rent is collected',
  environment: 'M-PESA environment',
  validation: 'payment validation',
  consumerkey: 'Daraja consumer key',
  consumersecret: 'Daraja consumer secret',
  passkey: 'STK passkey',
  initiatorname: 'initiator name',
  securitycredential: 'security credential',
  invoicetype: 'invoice type',
  rental: 'rental',
  billingfrequency: 'how often',
  startdate: 'start date',
  nextbillingdate: 'next billing date',
  servicecharge: 'service charge',
  message: 'message',
  messagesw: 'message in Kiswahili',
  rentalname: 'name',
  rentallocation: 'location',
  rentaluse: 'use',
  lrnumber: 'L.R. number',
  landlord: 'landlord',
  enabled: 'turned on',
  type: 'fee type',
  amount: 'amount',
  gracedays: 'days of grace',
  sendsms: 'send an SMS',
  housetype: 'room type',
  totalunits: 'units',
  monthlyrent: 'monthly rent',
  waterunitrate: 'water rate per unit',
  provider: 'SMS provider',
  username: 'username',
  senderid: 'sender ID',
  apikeyset: 'API key saved',
  apikey: 'API key',
  date: 'date',
  category: 'category',
  payee: 'paid to',
  paymentmode: 'payment mode',
  reference: 'reference',
  note: 'note',
  name: 'name',
  krapin: 'KRA PIN',
  payout: 'payout',
  commission: 'commission',
  commissionbase: 'commission on',
  kind: 'tenant kind',
  channel: 'messages go by',
  businessname: 'business name',
  contactperson: 'contact person',
  paysfromphone: 'pays from phone',
  housenumber: 'house',
  meternumber: 'meter number',
  openingrentbalance: 'opening rent balance',
  openingwaterbalance: 'opening water balance',
  days: 'reminder days',
  template: 'reminder message',
  phone: 'phone',
  alertafterdays: 'alert after days vacant',
  etimspin: 'eTIMS KRA PIN',
  etimsbranch: 'eTIMS branch',
  etimsdevice: 'eTIMS device serial',
  etimsenvironment: 'eTIMS environment',
  vatregistered: 'registered for VAT',
  etimsscope: 'who gets eTIMS invoices',
  language: 'language',
};

/** The codes among the values, by the field they are a value of. */
export const changeValueWords = {
  collectionmode: { own_paybill: 'own paybill', bank_paybill: 'bank paybill' },
  environment: { sandbox: 'sandbox (testing)', production: 'production' },
  etimsenvironment: { sandbox: 'sandbox (testing)', production: 'production' },
  etimsscope: { all: 'all tenants', business: 'business tenants with a KRA PIN' },
  provider: { outbox: 'kept in the app (not sent)', africastalking: "Africa's Talking" },
  kind: { person: 'person', business: 'business', ...documentKindWords },
  rentaluse: { residential: 'residential', commercial: 'commercial' },
  type: { fixed: 'fixed amount', percent: 'percentage' },
  commissionbase: { rent: 'rent', rent_and_charges: 'rent and charges' },
  payout: { mpesa: 'M-PESA', bank: 'bank' },
  billingfrequency: {
    monthly: 'monthly',
    quarterly: 'every 3 months',
    'semi-annually': 'every 6 months',
    annually: 'yearly',
  },
  status: { active: 'active', inactive: 'inactive' },
  contactstatus: { new: 'new', contacted: 'contacted', won: 'won', lost: 'lost' },
  givenby: { tenant: 'the tenant', landlord: 'the landlord' },
  /** How a tenant is messaged (issue 34). */
  channel: {
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    whatsapp_sms: 'WhatsApp, then SMS if not delivered',
  },
};

export interface Change {
  field: string;
  before?: string;
  after?: string;
}

/**
 * "enabled: false → true; passkey: changed", as describeChanges writes it, read back into its
 * parts. A part starts where "; " is followed by a field name and a colon, so a value holding
 * "; " stays whole.
 */
export function parseChanges(text: string): Change[] {
  return text
    .split(/; (?=[a-z][a-z0-9_]*: )/)
    .map((part) => /^([a-z][a-z0-9_]*): ([\s\S]*)$/.exec(part))
    .filter((match) => match !== null)
    .map(([, field, rest]) => {
      if (rest === 'changed') return { field: field! };
      const arrow = rest!.indexOf(' → ');
      if (arrow < 0) return { field: field!, after: rest };
      return { field: field!, before: rest!.slice(0, arrow), after: rest!.slice(arrow + 3) };
    });
}

const englishValues: Record<string, string> = {
  true: 'Yes',
  false: 'No',
  on: 'On',
  off: 'Off',
  // An expense for no one rental.
  'whole organization': 'the whole organization',
};

function englishValue(field: string, value: string | undefined): string {
  if (value === undefined || value === '' || value === '—') return '—';
  const codes = (changeValueWords as Record<string, Record<string, string>>)[field];
  return codes?.[value] ?? englishValues[value] ?? String(formatDateValue(value, 'en'));
}

/**
 * A "changes" detail in English words: "how rent is collected: — → own paybill; STK passkey
 * changed"; a field this list does not know keeps its name (the line stays whole).
 */
export function englishChanges(text: string): string {
  return parseChanges(text)
    .map(({ field, before, after }) => {
      const label = (changeFieldWords as Record<string, string>)[field] ?? field;
      return after === undefined
        ? `${label} changed`
        : `${label}: ${englishValue(field, before)} → ${englishValue(field, after)}`;
    })
    .join('; ');
}
