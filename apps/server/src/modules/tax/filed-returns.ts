import type { Db } from '../../db/connection.js';

export interface FiledReturn {
  landlordname: string | null;
  prn: string;
  paidon: string;
}

/**
 * The KRA returns recorded as filed, by month (one month, or all): what a closed month's
 * reopening may change. An agent files one per landlord; '' is the organization's own.
 */
export async function filedReturns(db: Db, organizationId: string, month?: string) {
  const rows = await db
    .selectFrom('mri_filings as f')
    .leftJoin('landlords as l', (join) =>
      join.onRef('l.id', '=', 'f.landlord_key').on('l.organization_id', '=', organizationId),
    )
    .select(['f.month', 'f.prn', 'f.paid_on', 'l.name'])
    .where('f.organization_id', '=', organizationId)
    .$if(month !== undefined, (q) => q.where('f.month', '=', month!))
    .orderBy('f.month')
    .orderBy('f.landlord_key')
    .execute();
  const byMonth = new Map<string, FiledReturn[]>();
  for (const row of rows) {
    const list = byMonth.get(row.month) ?? [];
    list.push({ landlordname: row.name ?? null, prn: row.prn, paidon: row.paid_on });
    byMonth.set(row.month, list);
  }
  return byMonth;
}
