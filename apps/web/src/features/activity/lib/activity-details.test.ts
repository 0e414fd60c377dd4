import {
  activityKinds,
  activitySummaries,
  describeChanges,
  type ActivityDetails,
  type ActivityKind,
} from '@rental/shared/activity';
import type { ActivityEntry } from '@rental/shared/schemas/activity';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { activityDetailsEn } from '../locales/details-en';
import { summaryOf } from './activity-columns';

// Every field a "changes" detail names, with a value of the kind the server writes.
const changes = describeChanges(
  {
    enabled: false,
    collectionmode: null,
    environment: 'sandbox',
    provider: 'outbox',
    validation: 'off',
    kind: 'person',
    rentaluse: 'residential',
    type: 'fixed',
    commissionbase: 'rent',
    payout: 'mpesa',
    billingfrequency: 'monthly',
    startdate: '2026-11-01',
    paymentmode: 'Cash',
    rental: 'Jua Court',
    category: 'Security',
    invoicetype: 'Rental Invoice Bill',
  },
  {
    // Every field the catalogue labels, then those whose values are codes or dates.
    ...Object.fromEntries(
      Object.keys(activityDetailsEn.fields)
        .filter((field) => field !== 'unknown')
        .map((field) => [field, `${field === 'date' ? '2026-12-01' : 'X1'}`]),
    ),
    enabled: true,
    collectionmode: 'own_paybill',
    environment: 'production',
    provider: 'africastalking',
    validation: 'on',
    kind: 'business',
    rentaluse: 'commercial',
    type: 'percent',
    commissionbase: 'rent_and_charges',
    payout: 'bank',
    billingfrequency: 'quarterly',
    startdate: '2026-12-01',
    paymentmode: 'MPESA',
    rental: 'whole organization',
    category: 'Repairs and maintenance',
    invoicetype: 'Water Bill',
  },
  ['passkey', 'apikey', 'note'],
);

/** A value for each detail a summary names, as the server writes it. */
const samples: ActivityDetails = {
  changes,
  date: '2026-12-01',
  contractend: '2027-06-30',
  month: '2026-09',
  amount: 'KES 5,000',
  invoice: 'INV-000008',
  source: 'manual',
  paymentmode: 'Cash',
  mode: 'Bank',
  what: 'rent-roll',
  format: 'CSV',
  filed: 'KRA return PRN0001 (Amina Otieno)',
  balance: 'KES 500 (house B8); -KES 200 (house B9)',
  status: 'contacted',
  category: 'Security',
  rental: 'whole organization',
  description: 'Ukarabati',
  meter: 'M-1',
  roomtype: 'One Bedroom',
  type: 'PDF',
  language: 'English',
};

function sampleDetails(kind: ActivityKind): ActivityDetails {
  const names = [...activitySummaries[kind].matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
  const details: ActivityDetails = {};
  for (const name of names) details[name] = samples[name] ?? 'Amina';
  if (kind === 'member_role_changed')
    Object.assign(details, { before: 'caretaker', after: 'manager' });
  if (kind === 'plan_changed') Object.assign(details, { before: 'free trial', after: 'Standard' });
  if (kind === 'status_changed') Object.assign(details, { before: 'active', after: 'inactive' });
  if (kind === 'payment_recorded') details.paymentmode = 'Cash';
  if (kind === 'tenant_moved')
    Object.assign(details, {
      meter: 'M-1 (final 1234.5) → M-9 (opening 20)',
      from: 'B1 (Single Room, Jua Court)',
    });
  return details;
}

function entryOf(kind: ActivityKind, details: ActivityDetails): ActivityEntry {
  return {
    activityid: kind,
    at: '2026-12-01T07:05:00.000Z',
    userid: 'u-1',
    username: 'Amina',
    role: 'owner',
    kind,
    entity: null,
    entityid: null,
    summary: '',
    details,
    ip: null,
  };
}

// English words of the summaries and their details that must not reach a Kiswahili reader.
const englishWords =
  /\b(the|of|on|from|to|and|by|for|with|hand|entered|changed|true|false|yes|no|cash|cheque|bank|house|return|none|whole|organization|monthly|business|person|percentage|fixed|active|inactive|contacted|rent roll|statement import|paybill number|first name|free|trial|final|opening|single|room|bedroom)\b/i;
const rawKeys = new RegExp(
  `\\b(${[
    ...Object.keys(activityDetailsEn.fields).filter((field) => field !== 'unknown'),
    'own_paybill',
    'bank_paybill',
    'africastalking',
    'outbox',
    'rent_and_charges',
    'stkTenant',
    'stkSubscription',
    'c2b',
    'manual',
    'caretaker',
    'rent-roll',
  ].join('|')})\\b`,
);
const isoDate = /\d{4}-\d{2}(-\d{2})?/;

async function inLanguage(language: 'en' | 'sw') {
  await i18n.changeLanguage(language);
  return i18n.getFixedT<'activity'>(language, 'activity');
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('activity entries in Kiswahili', () => {
  it('word every kind with no English word, raw key or ISO date', async () => {
    const t = await inLanguage('sw');
    for (const kind of activityKinds) {
      const line = summaryOf(entryOf(kind, sampleDetails(kind)), t);
      // "Africa's Talking" is a name; "(Consumer key)" style names are not quoted here.
      const words = line.replace(/Africa's Talking/g, '');
      expect(words, `${kind}: ${line}`).not.toMatch(englishWords);
      expect(words, `${kind}: ${line}`).not.toMatch(rawKeys);
      expect(line, `${kind}: ${line}`).not.toMatch(isoDate);
    }
  });

  it('reads a saved M-PESA setting with labels, yes/no and the date format', async () => {
    const t = await inLanguage('sw');
    const details = {
      changes:
        'enabled: false → true; collectionmode: — → own_paybill; startdate: 2026-09-01 → 2026-12-05; passkey: changed',
    };
    expect(summaryOf(entryOf('mpesa_settings_saved', details), t)).toBe(
      'Alihifadhi mipangilio ya M-PESA: imewashwa: Hapana → Ndiyo; jinsi kodi inavyokusanywa: — → paybill yako mwenyewe; tarehe ya kuanza: 1 Sep 2026 → 5 Des 2026; nenosiri la STK imebadilishwa',
    );
  });

  it("words a repair's category, who paid and a status change", async () => {
    const t = await inLanguage('sw');
    const created = {
      reference: 'R-1001',
      category: 'plumbing',
      house: 'A1',
      description: 'Bomba linavuja',
    };
    expect(summaryOf(entryOf('repair_created', created), t)).toContain('(mabomba, nyumba A1)');
    const closed = { reference: 'R-1001', amount: 'KES 1,500', paidby: 'landlord' };
    expect(summaryOf(entryOf('repair_closed', closed), t)).toContain('imelipwa na mwenye nyumba');
    const updated = { reference: 'R-1001', changes: 'status: new → in_progress' };
    expect(summaryOf(entryOf('repair_updated', updated), t)).toContain('mapya → yanaendelea');
  });

  it('says a field it does not know by a word, never by its key', async () => {
    const t = await inLanguage('sw');
    const line = summaryOf(entryOf('sms_settings_saved', { changes: 'newfield: a → b' }), t);
    expect(line).toBe('Alihifadhi mipangilio ya SMS: sehemu nyingine: a → b');
  });

  it('words older entries that stored English: the source and " on INV-…"', async () => {
    const t = await inLanguage('sw');
    const payment = {
      amount: 'KES 5,000',
      tenant: 'Akinyi',
      source: 'Cash, entered by hand',
    };
    expect(summaryOf(entryOf('payment_recorded', payment), t)).toBe(
      'Alirekodi malipo ya KES 5,000 kutoka kwa Akinyi (Pesa taslimu, imeingizwa kwa mkono)',
    );
    const note = { tenant: 'Akinyi', amount: 'KES 500', invoice: ' on INV-000008', reason: 'X' };
    expect(summaryOf(entryOf('credit_note_issued', note), t)).toBe(
      'Alimpa Akinyi hati ya punguzo ya KES 500 kwenye INV-000008: X',
    );
  });

  it("words a lease's rent change and the lease template's language", async () => {
    const t = await inLanguage('sw');
    const renewed = { name: 'Akinyi', house: 'B8', date: '2027-01-01', before: 'KES 10,000' };
    const line = summaryOf(
      entryOf('rent_changed', {
        ...renewed,
        after: 'KES 11,000',
        reason: 'Lease renewed to 2027-12-31',
      }),
      t,
    );
    expect(line).toContain('Mkataba umefanywa upya hadi 31 Des 2027');
    const own = summaryOf(entryOf('rent_changed', { ...renewed, reason: 'Bei mpya' }), t);
    expect(own).toContain('Bei mpya');
    expect(summaryOf(entryOf('lease_template_saved', { language: 'English' }), t)).toBe(
      'Alihifadhi kiolezo cha mkataba cha Kiingereza',
    );
  });
});

describe('activity entries in English', () => {
  it('read as the server writes them, with labels for fields and codes', async () => {
    const t = await inLanguage('en');
    const payment = {
      amount: 'KES 5,000',
      tenant: 'Akinyi',
      source: 'manual',
      paymentmode: 'Cash',
    };
    expect(summaryOf(entryOf('payment_recorded', payment), t)).toBe(
      'Recorded a payment of KES 5,000 from Akinyi (Cash, entered by hand)',
    );
    const note = { tenant: 'Akinyi', amount: 'KES 500', invoice: 'INV-000008', reason: 'X' };
    expect(summaryOf(entryOf('credit_note_issued', note), t)).toBe(
      'Gave Akinyi a credit note of KES 500 on INV-000008: X',
    );
    const withoutInvoice = { ...note, invoice: '' };
    expect(summaryOf(entryOf('credit_note_issued', withoutInvoice), t)).toBe(
      'Gave Akinyi a credit note of KES 500: X',
    );
    const saved = { changes: 'enabled: false → true; collectionmode: — → own_paybill' };
    expect(summaryOf(entryOf('mpesa_settings_saved', saved), t)).toBe(
      'Saved the M-PESA settings: turned on: No → Yes; how rent is collected: — → own paybill',
    );
  });

  it('writes dates as "1 Sep 2026", never ISO and never "Sept"', async () => {
    const t = await inLanguage('en');
    for (const kind of activityKinds) {
      const line = summaryOf(entryOf(kind, sampleDetails(kind)), t);
      expect(line, `${kind}: ${line}`).not.toMatch(isoDate);
      expect(line).not.toMatch(/\bSept\b/);
    }
    const trial = { days: 14, date: '2026-09-01' };
    expect(summaryOf(entryOf('operator_trial_extended', trial), t)).toBe(
      'Extended the free trial by 14 days, to 1 Sep 2026',
    );
  });
});
