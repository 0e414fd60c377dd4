import { accountRefKey } from '@rental/shared/account-ref';
import type { ArrearsTenant, ArrearsTotals } from '@rental/shared/schemas/arrears';

/** Rows rendered at first and added by each "Load more"; totals and exports cover all rows. */
export const arrearsPageSize = 200;

export const bucketKeys = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;

/** The buckets past their due date ('current' is what is not yet due). */
export const overdueBucketKeys = ['d1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;

/** Tenants whose name, house number or phone contains the search (house as M-PESA reads it). */
export function searchArrears(tenants: readonly ArrearsTenant[], term: string): ArrearsTenant[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...tenants];
  const house = accountRefKey(needle);
  return tenants.filter(
    (row) =>
      `${row.name}\n${row.housenumber}\n${row.phonenumber}`.toLowerCase().includes(needle) ||
      (house !== '' && accountRefKey(row.housenumber).includes(house)),
  );
}

export interface RentalGroup {
  rentalid: string;
  rentalname: string;
  tenants: ArrearsTenant[];
  subtotal: ArrearsTotals;
}

/** KES sums in cents, so 0.1 + 0.2 stays 0.30. */
function add(a: number, b: number) {
  return Math.round(a * 100 + b * 100) / 100;
}

export function sumOf(tenants: readonly ArrearsTenant[]): ArrearsTotals {
  const total = {
    balance: 0,
    overdue: 0,
    notyetdue: 0,
    current: 0,
    d1_30: 0,
    d31_60: 0,
    d61_90: 0,
    d90_plus: 0,
  };
  for (const row of tenants) {
    total.balance = add(total.balance, row.balance);
    total.overdue = add(total.overdue, row.overdue);
    total.notyetdue = add(total.notyetdue, row.notyetdue);
    for (const key of bucketKeys) total[key] = add(total[key], row.buckets[key]);
  }
  return total;
}

/** The tenants by rental (rentals by name), most owed first inside each, with subtotals. */
export function groupByRental(tenants: readonly ArrearsTenant[]): RentalGroup[] {
  const groups = new Map<string, ArrearsTenant[]>();
  for (const row of tenants) {
    const rows = groups.get(row.rentalid);
    if (rows) rows.push(row);
    else groups.set(row.rentalid, [row]);
  }
  return [...groups.entries()]
    .map(([rentalid, rows]) => ({
      rentalid,
      rentalname: rows[0]!.rentalname,
      tenants: rows,
      subtotal: sumOf(rows),
    }))
    .sort((a, b) => a.rentalname.localeCompare(b.rentalname));
}

/**
 * The first `limit` rows of the groups, in order (thousands of rows at once would freeze a
 * phone); each group shown keeps the subtotal of all its rows.
 */
export function firstRows(groups: readonly RentalGroup[], limit: number): RentalGroup[] {
  const shown: RentalGroup[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push({ ...group, tenants: group.tenants.slice(0, left) });
    left -= group.tenants.length;
  }
  return shown;
}
