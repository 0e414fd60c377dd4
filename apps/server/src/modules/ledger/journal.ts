import { nairobiDate } from '@rental/shared/dates';
import {
  journalBucketOf,
  type JournalBucket,
  type JournalSource,
  type LedgerEntryKind,
} from '@rental/shared/ledger-kinds';
import type { Db } from '../../db/connection.js';
import { organizationIs } from '../../db/dialect.js';
import type { InvoicesTable, LedgerEntriesTable } from '../../db/types.js';
import { orderedId } from '../../lib/ordered-id.js';
import { insertRows } from '../../db/bulk-insert.js';
import { organizationKey, organizationsOf, type TenantKey } from '../../db/tenant-keys.js';
import type { Actor } from '../access/index.js';
import { effectiveDaysAcross } from './closed-months.js';
import { keepUnpaidCharges } from './kept-arrears.js';

// The journal (ledger_entries; db/types.ts gives the sign convention): each posting function
// of this module writes its document's entries here, in the caller's transaction. Entries are
// never changed (the database refuses it): a correction is a new entry.

export interface NewEntry {
  tenantId: string;
  kind: LedgerEntryKind;
  bucket: JournalBucket;
  /** Signed: + raises what the tenant owes (or the deposit still to cover), - lowers it. */
  amountCents: number;
  /** YYYY-MM-DD, Nairobi. */
  effectiveOn: string;
  sourceType: JournalSource;
  sourceId: string;
  correctsEntryId?: string | null;
  /** The tenant's rental at posting; read from the tenant's row when not given. */
  rentalId?: string | null;
  /** An invoice's entry: the invoice's number and due date (what the tenant owes keeps them). */
  charge?: { number: number; dueDate: string };
}

/** Who posts: an Actor's role and user id (the system when a job posts without one). */
export type Poster = Pick<Actor, 'role' | 'userId'>;
export const systemPoster: Poster = { role: 'system', userId: null };

/** Writes the entries (those of 0 cents move nothing and are left out). */
export async function postEntries(
  trx: Db,
  organizationId: string,
  poster: Poster,
  entries: readonly NewEntry[],
  now: Date,
): Promise<void> {
  await postEntriesAcross(
    trx,
    poster,
    entries.map((entry) => ({ ...entry, organizationId })),
    now,
  );
}

/**
 * postEntries for entries of one organization or several (a C2B batch), in the same few
 * statements whatever their number.
 */
export async function postEntriesAcross(
  trx: Db,
  poster: Poster,
  entries: readonly (NewEntry & { organizationId: string })[],
  now: Date,
): Promise<void> {
  const moving = entries.filter((entry) => entry.amountCents !== 0);
  if (moving.length === 0) return;
  // An entry for a closed month (a late M-PESA confirmation, a job) counts from the first open
  // day; hand-made changes were refused before (assertMonthOpen).
  const effective = await effectiveDaysAcross(
    trx,
    moving.map((entry) => ({ organizationId: entry.organizationId, day: entry.effectiveOn })),
  );
  const rentals = await rentalsOf(
    trx,
    moving.filter((entry) => entry.rentalId === undefined),
  );
  const postedAt = now.toISOString();
  const rows = moving.map((entry): LedgerEntriesTable => ({
    id: orderedId(now),
    organization_id: entry.organizationId,
    tenant_id: entry.tenantId,
    rental_id:
      entry.rentalId !== undefined ? entry.rentalId : (rentals.get(entry.tenantId) ?? null),
    kind: entry.kind,
    bucket: entry.bucket,
    amount_cents: entry.amountCents,
    effective_on: effective.get(organizationKey(entry.organizationId, entry.effectiveOn))!,
    posted_at: postedAt,
    source_type: entry.sourceType,
    source_id: entry.sourceId,
    actor_type: poster.role,
    actor_id: poster.userId,
    corrects_entry_id: entry.correctsEntryId ?? null,
  }));
  // In as few statements as each database takes well (the invoice run posts thousands). The
  // database adds them to the tenants' balances (tenant_balances); what each tenant owes, by
  // charge, follows (kept-arrears.ts).
  await insertRows(trx, 'ledger_entries', rows);
  await keepUnpaidCharges(trx, moving);
}

/** The rental each tenant lives in now, in one query (read by key: tenant ids are unique). */
async function rentalsOf(trx: Db, keys: readonly TenantKey[]) {
  const unique = [...new Set(keys.map((key) => key.tenantId))];
  if (unique.length === 0) return new Map<string, string>();
  const organizations = organizationsOf(keys);
  const rows = await trx
    .selectFrom('tenants')
    .select(['id', 'rental_id'])
    .$if(organizations.length === 1, (query) =>
      query.where(organizationIs(trx, 'organization_id', organizations[0]!)),
    )
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row.rental_id]));
}

/** The invoices' entries; `rentalIds[i]`, when given, is the rental of invoice i's tenant. */
export function chargeEntries(
  invoices: readonly InvoicesTable[],
  rentalIds: readonly (string | undefined)[] = [],
): NewEntry[] {
  // A run's invoices share their date: each instant is turned into its day once.
  const days = new Map<string, string>();
  const dayOf = (instant: string) => {
    let day = days.get(instant);
    if (day === undefined) days.set(instant, (day = nairobiDate(new Date(instant))));
    return day;
  };
  return invoices.flatMap((invoice, i) => {
    const bucket = journalBucketOf(invoice.invoice_type);
    if (bucket === null) return [];
    return [
      {
        tenantId: invoice.tenant_id,
        kind: invoice.invoice_type,
        bucket,
        amountCents: invoice.amount_cents,
        effectiveOn: dayOf(invoice.invoice_date),
        sourceType: 'invoice' as const,
        sourceId: invoice.id,
        rentalId: rentalIds[i],
        charge: { number: invoice.number, dueDate: invoice.due_date },
      },
    ];
  });
}

/** A tenant payment as recorded: its split, with the parts it was divided into. */
export interface RecordedPayment {
  id: string;
  tenantId: string;
  rentalId: string | null;
  amountCents: number;
  depositCents: number;
  waterCents: number;
  serviceChargeCents: number;
  otherCents: number;
  paidOn: string;
}

/**
 * A payment's entries, one per part: the deposit part, then what it paid for. The rent part
 * is what the others leave, so the entries always add up to the payment.
 */
export function paymentEntries(payment: RecordedPayment): NewEntry[] {
  const rentCents =
    payment.amountCents -
    payment.depositCents -
    payment.waterCents -
    payment.serviceChargeCents -
    payment.otherCents;
  const parts: [JournalBucket, number][] = [
    ['deposit', payment.depositCents],
    ['rent', rentCents],
    ['water', payment.waterCents],
    ['servicecharge', payment.serviceChargeCents],
    ['other', payment.otherCents],
  ];
  return parts.map(([bucket, cents]) => ({
    tenantId: payment.tenantId,
    rentalId: payment.rentalId,
    kind: 'Tenant Payment' as const,
    bucket,
    amountCents: -cents,
    effectiveOn: payment.paidOn,
    sourceType: 'payment' as const,
    sourceId: payment.id,
  }));
}

/**
 * Negates every entry of a payment, dated `effectiveOn`, each pointing at the entry it
 * corrects: the payment then counts for nothing, and its history stays.
 */
export async function reversePaymentEntries(
  trx: Db,
  actor: Actor,
  paymentId: string,
  effectiveOn: string,
  now: Date,
): Promise<void> {
  const entries = await trx
    .selectFrom('ledger_entries')
    .selectAll()
    .where('source_type', '=', 'payment')
    .where('source_id', '=', paymentId)
    .where('organization_id', '=', actor.organizationId)
    .where('kind', '<>', 'payment_reversal')
    .orderBy('id')
    .execute();
  await postEntries(trx, actor.organizationId, actor, entries.map(reversalOf(effectiveOn)), now);
}

const reversalOf =
  (effectiveOn: string) =>
  (entry: LedgerEntriesTable): NewEntry => ({
    tenantId: entry.tenant_id,
    rentalId: entry.rental_id,
    kind: 'payment_reversal',
    bucket: entry.bucket,
    amountCents: -Number(entry.amount_cents),
    effectiveOn,
    sourceType: 'payment',
    sourceId: entry.source_id,
    correctsEntryId: entry.id,
  });
