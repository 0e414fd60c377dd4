import { nairobiDate } from '@rental/shared/dates';
import { lazy } from '@rental/shared/lazy';
import { centsToKes } from '@rental/shared/money';
import { type Aging, type ArrearsReport, type ArrearsTenant } from '@rental/shared/schemas/arrears';
import { notFound } from '../../lib/app-error.js';
import { agingBuckets, arrearsAging, type AgingBucket } from '../ledger/index.js';
import type { ReportsDeps } from './service.js';
import { keptUntilChanged } from './summary-cache.js';
import { reachesRental, requireRentalInScope, type RentalScope } from '../access/index.js';
import { tenantDisplayName } from '@rental/shared/tenant-name';

type Buckets = Record<AgingBucket, number>;

/**
 * localeCompare's order, from one collator: thousands of comparisons per report. Made at the
 * first report, not at start-up (ICU's collation data stays resident once loaded).
 */
const collator = lazy(() => new Intl.Collator());

const noBuckets = (): Buckets => ({ current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 });

/** Written out, not mapped: one object per tenant of thousands, on every computation. */
function inKes(buckets: Buckets): Aging {
  return {
    current: centsToKes(buckets.current),
    d1_30: centsToKes(buckets.d1_30),
    d31_60: centsToKes(buckets.d31_60),
    d61_90: centsToKes(buckets.d61_90),
    d90_plus: centsToKes(buckets.d90_plus),
  };
}

/**
 * Lets waiting requests (M-PESA's among them) run between the steps of a computation: on
 * SQLite each query holds the event loop for its whole run.
 */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

interface TenantArrears {
  tenant: Omit<ArrearsTenant, 'balance' | 'buckets' | 'overdue' | 'notyetdue'>;
  balanceCents: number;
  overdueCents: number;
  buckets: Buckets;
}

/**
 * Who owes what and since when, for every tenant of the organization who owes: the ledger's
 * arrears aging (overdue and not yet due) with who and where they are. Recomputed only when
 * the database changed or the Nairobi day turned (aging moves at midnight).
 */
async function computeArrears(deps: ReportsDeps, organizationId: string, today: string) {
  const aging = await arrearsAging(deps.reader, organizationId, today);
  await yieldToOthers();
  const rows = aging.map(
    ({ tenant, oldestDue, overdueSince, balanceCents, overdueCents, buckets }): TenantArrears => ({
      tenant: {
        tenantid: tenant.id,
        name: tenantDisplayName(tenant),
        housenumber: tenant.house_number,
        rentalid: tenant.rental_id,
        rentalname: tenant.rental_name,
        phonenumber: tenant.phonenumber,
        oldestdue: oldestDue,
        overduesince: overdueSince,
      },
      balanceCents,
      overdueCents,
      buckets,
    }),
  );
  // Most overdue first: what a landlord chases; those owing only what is not yet due last.
  return rows.sort(
    (a, b) =>
      b.overdueCents - a.overdueCents ||
      b.balanceCents - a.balanceCents ||
      collator().compare(a.tenant.name, b.tenant.name),
  );
}

/**
 * The body, by JSON.stringify rather than the route's schema serializer (fast-json-stringify):
 * thousands of tenants make megabytes, which V8's own stringify writes several times faster,
 * as one flat string. It may: `toReport` builds exactly the schema's fields, each of its
 * type (the arrears tests hold the body to what the schema's serializer would write).
 */
const serializeArrears = (report: ArrearsReport): string => JSON.stringify(report);

function toReport(rows: readonly TenantArrears[]): ArrearsReport {
  const totals = noBuckets();
  let balance = 0;
  let overdue = 0;
  for (const row of rows) {
    balance += row.balanceCents;
    overdue += row.overdueCents;
    for (const bucket of agingBuckets) totals[bucket] += row.buckets[bucket];
  }
  return {
    tenants: rows.map(({ tenant, balanceCents, buckets, overdueCents }) => ({
      tenantid: tenant.tenantid,
      name: tenant.name,
      housenumber: tenant.housenumber,
      rentalid: tenant.rentalid,
      rentalname: tenant.rentalname,
      phonenumber: tenant.phonenumber,
      balance: centsToKes(balanceCents),
      buckets: inKes(buckets),
      oldestdue: tenant.oldestdue,
      overdue: centsToKes(overdueCents),
      notyetdue: centsToKes(buckets.current),
      overduesince: tenant.overduesince,
    })),
    totals: {
      balance: centsToKes(balance),
      ...inKes(totals),
      overdue: centsToKes(overdue),
      notyetdue: centsToKes(totals.current),
    },
  };
}

/**
 * GET /api/reports/arrears as JSON bytes: tenants who owe, most first, with totals (optionally
 * of one rental). Thousands of tenants make a report of megabytes, so the serialized body is
 * what is kept, until the data changes or the Nairobi day turns.
 */
export async function arrearsReportJson(
  deps: ReportsDeps,
  organizationId: string,
  rentalId: string | undefined,
  scope: RentalScope,
): Promise<Buffer> {
  if (rentalId && !(await rentalExists(deps, organizationId, rentalId))) throw notFound('Rental');
  if (rentalId) requireRentalInScope(scope, rentalId);
  const today = nairobiDate(deps.clock());
  return keptUntilChanged(
    deps.db,
    'arrears',
    `${organizationId}|${scope?.join(',') ?? '*'}|${rentalId ?? ''}`,
    today,
    async () => {
      const all = await computeArrears(deps, organizationId, today);
      const rows = all.filter(
        (row) =>
          (!rentalId || row.tenant.rentalid === rentalId) &&
          reachesRental(scope, row.tenant.rentalid),
      );
      await yieldToOthers();
      return Buffer.from(serializeArrears(toReport(rows)));
    },
  );
}

async function rentalExists(deps: ReportsDeps, organizationId: string, rentalId: string) {
  const row = await deps.db
    .selectFrom('rentals')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', rentalId)
    .executeTakeFirst();
  return row !== undefined;
}
