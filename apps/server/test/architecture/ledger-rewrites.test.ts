import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rowRewritesIn } from './ledger-writes.js';
import { tableOwners } from './table-owners.js';
import { tsFiles } from './table-references.js';

// Money history is never rewritten (docs/architecture.md §9, decisions 0062 and 0025): the
// journal and the money documents are written once; a correction or a late fact is a new row
// (a reversal, a credit note, a late receipt). This test finds every UPDATE, DELETE and upsert
// the server's code issues (migrations aside) and fails on one of those tables outside the
// exceptions below, each kept by file with its reason. The database refuses updates and
// deletes of ledger_entries and updates of payment_late_receipts, payment_replacements and
// invoice_sent_messages by itself too (triggers).

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** The ledger's tables that hold money history: never updated, never deleted. */
const writtenOnce = [
  'ledger_entries',
  'invoices',
  'transactions',
  'credit_notes',
  'deposit_refunds',
  'payment_reversals',
  'payment_late_receipts',
  'payment_replacements',
  'invoice_sent_messages',
];

/** The ledger's other tables, and why rows of theirs may change. */
const keptState: Record<string, string> = {
  tenant_balances: 'sums kept as entries post (decision 0057), derived from the journal',
  unpaid_charges: 'what a balance is made of, brought up to the entries as they post',
  ledger_month_sums: 'month sums kept as entries post (decision 0058)',
  payment_receipts: 'claims: a freed receipt (typed by mistake, moved) is let go of',
  closed_months: 'reopening a month removes its closing',
};

/**
 * The ledger's personal text kept beside the documents (decision 0078), which only erasure
 * rewrites: table → the one file that may, and why.
 */
const erasable: Record<string, { file: string; reason: string }> = {
  payment_texts: {
    file: 'modules/ledger/scrub-documents.ts',
    reason: 'a payment’s payer name and description, scrubbed by erasure (decision 0025)',
  },
};

/**
 * The files that may still change rows of a written-once table: file (under src/) → the
 * tables ('*': a table named at run time) and why. Only shrinks.
 */
const exceptions: Record<string, { tables: string[]; reason: string }> = {
  'modules/ledger/scrub-documents.ts': {
    tables: ['*', 'invoices', 'invoice_sent_messages'],
    reason:
      'Erasure (Kenya Data Protection Act, decision 0025) replaces a former tenant’s free ' +
      'text on invoices, credit notes, refunds and reversals, and deletes the SMS texts their ' +
      'invoices were sent with later; amounts, dates, ids and entries stay. Payments are no ' +
      'longer written: their text is in payment_texts (decision 0078)',
  },
  'modules/personal-data/erase-repository.ts': {
    tables: ['*'],
    reason: 'Erasure of the tenant’s own rows; its tables (ownTexts) are none of the ledger’s',
  },
};

const rewrites = tsFiles(srcDir)
  .map((full) => path.relative(srcDir, full).split(path.sep).join('/'))
  .filter((file) => !file.startsWith('db/migrations/'))
  .flatMap((file) =>
    rowRewritesIn(fs.readFileSync(path.join(srcDir, file), 'utf8')).map((rewrite) => ({
      file,
      ...rewrite,
    })),
  );

const guarded = (table: string) => table === '*' || writtenOnce.includes(table);
const allowed = (file: string, table: string) => exceptions[file]?.tables.includes(table) ?? false;

describe('money history is never rewritten', () => {
  it('says of every ledger table whether it is written once or kept state', () => {
    const ledgerTables = Object.keys(tableOwners).filter((t) => tableOwners[t] === 'ledger');
    const declared = [...writtenOnce, ...Object.keys(keptState), ...Object.keys(erasable)];
    expect(declared.sort()).toEqual(ledgerTables.sort());
  });

  it('lets only erasure rewrite the personal text kept beside the documents', () => {
    const offences = rewrites
      .filter((r) => r.table in erasable && erasable[r.table]!.file !== r.file)
      .map((r) => `src/${r.file}: ${r.how} of ${r.table}`);
    expect(offences).toEqual([]);
    for (const [table, { file }] of Object.entries(erasable)) {
      expect(rewrites.some((r) => r.table === table && r.file === file)).toBe(true);
    }
  });

  it('lets no code outside migrations update or delete the journal and documents', () => {
    const offences = rewrites
      .filter((r) => guarded(r.table) && !allowed(r.file, r.table))
      .map(
        (r) =>
          `src/${r.file}: ${r.how} of ${r.table === '*' ? 'a table named at run time' : r.table}`,
      );
    expect(offences).toEqual([]);
  });

  it('keeps no exception that is no longer needed (the list only shrinks)', () => {
    const stale = Object.entries(exceptions).flatMap(([file, { tables }]) =>
      tables
        .filter((table) => !rewrites.some((r) => r.file === file && r.table === table))
        .map((table) => `${file} → ${table}`),
    );
    expect(stale).toEqual([]);
  });

  it('finds seeded rewrites in the builder and in raw SQL, and not in comments', () => {
    const seeded = `
      await trx.updateTable('transactions').set({ external_reference: r }).execute();
      await trx
        .deleteFrom(
          'ledger_entries as e')
        .execute();
      await sql\`UPDATE invoices SET amount_cents = 0\`.execute(db);
      await sql\`delete from credit_notes where id = \${id}\`.execute(db);
      await sql\`update \${sql.table(name)} set x = 1\`.execute(db);
      await db.insertInto('payment_reversals').values(row)
        .onConflict((oc) => oc.column('transaction_id').doUpdateSet({ reason })).execute();
      await db.insertInto('transactions').values(row).execute();
      // updateTable('deposit_refunds') in a comment
      await db.updateTable('stk_requests').set({ receipt }).execute();
    `;
    expect(rowRewritesIn(seeded)).toEqual([
      { table: 'transactions', how: 'update' },
      { table: 'ledger_entries', how: 'delete' },
      { table: 'stk_requests', how: 'update' },
      { table: 'payment_reversals', how: 'upsert' },
      { table: 'invoices', how: 'update' },
      { table: 'credit_notes', how: 'delete' },
      { table: '*', how: 'update' },
    ]);
  });
});
