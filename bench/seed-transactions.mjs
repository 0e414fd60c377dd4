// Seeds `count` tenant payments for the bench organization straight into the database (the
// API would take minutes for 100,000): spread over the last `days` (two years by default),
// newest last, each all rent (as posting decides when nothing else is owed) in `rentalId`, with
// the journal entry posting writes for it (ledger_entries: - lowers what the tenant owes).
import { randomUUID } from 'node:crypto';
import { rebuildKeptArrears } from './lib.mjs';

const rowsPerStatement = 1000;
const modes = ['Cash', 'MPESA', 'Bank', 'Cheque'];

function quote(value) {
  return `'${String(value).replaceAll("'", "''")}'`;
}

export async function seedTransactions(
  server,
  { organizationId, userId, tenants, count, days = 730, rentalId = null },
) {
  const now = Date.now();
  const spanMs = days * 86_400_000;
  for (let start = 0; start < count; start += rowsPerStatement) {
    const values = [];
    const texts = [];
    const entries = [];
    for (let i = start; i < Math.min(count, start + rowsPerStatement); i++) {
      const tenant = tenants[i % tenants.length];
      const paidAt = new Date(now - spanMs + Math.floor((spanMs * i) / count));
      // Nairobi is UTC+3 all year.
      const paidOn = new Date(paidAt.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
      const iso = paidAt.toISOString();
      const cents = 500_000 + (i % 7) * 10_000;
      const paymentId = randomUUID();
      entries.push(
        `(${[
          quote(`${paymentId}-rent`),
          quote(organizationId),
          quote(tenant.id),
          rentalId ? quote(rentalId) : 'null',
          quote('Tenant Payment'),
          quote('rent'),
          -cents,
          quote(paidOn),
          quote(iso),
          quote('payment'),
          quote(paymentId),
          quote('owner'),
          quote(userId),
        ].join(', ')})`,
      );
      texts.push(
        `(${[quote(paymentId), quote(organizationId), quote(tenant.name), quote('Rent')].join(', ')})`,
      );
      values.push(
        `(${[
          quote(paymentId),
          quote(organizationId),
          quote('Tenant Payment'),
          quote(tenant.id),
          quote(userId),
          quote('Bench Landlord'),
          quote(modes[i % modes.length]),
          cents,
          quote(iso),
          quote(paidOn),
          quote(iso),
          cents,
          rentalId ? quote(rentalId) : 'null',
        ].join(', ')})`,
      );
    }
    await server.database.execute(
      `insert into transactions (id, organization_id, transaction_type, tenant_id,
        recorded_by, recorded_by_name, payment_mode, amount_cents, paid_at, paid_on,
        created_at, rent_cents, rental_id) values ${values.join(',\n')}`,
    );
    await server.database.execute(
      `insert into payment_texts (transaction_id, organization_id, payer_name, description)
        values ${texts.join(',\n')}`,
    );
    await server.database.execute(
      `insert into ledger_entries (id, organization_id, tenant_id, rental_id, kind, bucket,
        amount_cents, effective_on, posted_at, source_type, source_id, actor_type, actor_id)
        values ${entries.join(',\n')}`,
    );
  }
  await rebuildKeptArrears(server, organizationId);
  // Production PostgreSQL keeps statistics by autovacuum; this machine's has it turned off, and
  // a planner without statistics would measure a database no landlord runs.
  if (server.database.env.DATABASE_URL) {
    await server.database.execute(
      'analyze transactions; analyze payment_texts; analyze tenants; analyze invoices; analyze ledger_entries',
    );
  }
}
