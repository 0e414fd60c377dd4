import type { Statement } from '@rental/shared/schemas/ledger';

type Entry = Statement['entries'][number];
type DepositEntry = Statement['deposit']['entries'][number];

function entry(date: string, description: string, detail: Entry['detail'], debit: number): Entry {
  const kind = detail.line;
  return {
    date,
    kind,
    description,
    detail,
    reference: '',
    displayreference: '',
    debit,
    credit: 0,
    balance: 0,
  };
}

function credit(date: string, description: string, detail: Entry['detail'], kes: number): Entry {
  return { ...entry(date, description, detail, 0), credit: kes };
}

/** A deposit line: its kind is its detail's `line` without the `deposit_` prefix. */
function depositEntry(
  date: string,
  description: string,
  detail: DepositEntry['detail'],
): DepositEntry {
  const kind = detail.line.slice('deposit_'.length) as DepositEntry['kind'];
  return { date, kind, description, detail, reference: '', displayreference: '', amount: 1000 };
}

/**
 * A statement with a line of every kind, oldest first, each with the English `description`
 * the server gives beside its `detail`: what the screens must say in English, word for word.
 */
export function everyLineStatement(base: Statement): Statement {
  const invoice = { line: 'invoice', billingdate: '2026-06-01', latefeeon: null } as const;
  return {
    ...base,
    entries: [
      entry(
        '2026-06-01T05:00:00Z',
        'Opening water balance',
        { line: 'opening', openingtype: 'water' },
        200,
      ),
      entry(
        '2026-06-02T05:00:00Z',
        'Rental Invoice Bill, June 2026',
        { ...invoice, invoicetype: 'Rental Invoice Bill', description: null },
        12000,
      ),
      entry(
        '2026-06-15T05:00:00Z',
        'Late fee on INV-000042',
        { ...invoice, invoicetype: 'Late Fee', description: null, latefeeon: 'INV-000042' },
        500,
      ),
      entry(
        '2026-06-16T05:00:00Z',
        'Gate key',
        { ...invoice, invoicetype: 'One-off Charge', description: 'Gate key' },
        300,
      ),
      credit(
        '2026-06-17T05:00:00Z',
        'Credit note on INV-000042: Billed twice',
        {
          line: 'credit_note',
          invoicenumber: 'INV-000042',
          reason: 'Billed twice',
          fromdeposit: false,
          moveout: false,
        },
        500,
      ),
      credit(
        '2026-06-18T05:00:00Z',
        'Credit note: Loyalty discount',
        {
          line: 'credit_note',
          invoicenumber: null,
          reason: 'Loyalty discount',
          fromdeposit: false,
          moveout: false,
        },
        100,
      ),
      credit(
        '2026-06-19T05:00:00Z',
        'Cash payment: June rent (KES 10,000 held as deposit)',
        { line: 'payment', paymentmode: 'Cash', description: 'June rent', depositheld: 10000 },
        2000,
      ),
      credit(
        '2026-06-20T05:00:00Z',
        'From the deposit: Damage',
        {
          line: 'credit_note',
          invoicenumber: null,
          reason: 'Damage',
          fromdeposit: true,
          moveout: false,
        },
        4000,
      ),
    ],
    deposit: {
      charged: 10000,
      received: 10000,
      deducted: 4000,
      refunded: 6000,
      held: 0,
      due: 0,
      entries: [
        depositEntry('2026-06-02T05:00:00Z', 'Deposit charged', { line: 'deposit_charge' }),
        depositEntry('2026-06-19T05:00:00Z', 'MPESA payment held as deposit', {
          line: 'deposit_received',
          paymentmode: 'MPESA',
        }),
        depositEntry('2026-06-20T05:00:00Z', 'Deducted: Damage', {
          line: 'deposit_deduction',
          reason: 'Damage',
        }),
        depositEntry('2026-06-20T05:00:00Z', 'Refunded by Cash', {
          line: 'deposit_refund',
          paymentmode: 'Cash',
        }),
      ],
    },
  };
}
