import { insertRows } from '../../db/bulk-insert.js';
import type { Db } from '../../db/connection.js';
import type { ActivityLogTable } from '../../db/types.js';
import type { PageCursor } from '../../lib/page-cursor.js';

/** Appends entries. There is no update or delete: the log is append-only. */
export async function insertActivity(db: Db, rows: ActivityLogTable[]): Promise<void> {
  if (rows.length === 0) return;
  await insertRows(db, 'activity_log', rows);
}

export interface ActivityFilter {
  userId?: string;
  kind?: string;
  /** Instants: from inclusive, to exclusive. */
  fromAt?: string;
  toAt?: string;
  before?: PageCursor;
  limit: number;
}

/** Newest first; entries of one instant ordered by id. */
export function listActivityRows(db: Db, organizationId: string, filter: ActivityFilter) {
  let query = db
    .selectFrom('activity_log')
    .select([
      'id',
      'at',
      'user_id',
      'user_name',
      'role',
      'kind',
      'entity',
      'entity_id',
      'summary',
      'details',
      'ip',
    ])
    .where('organization_id', '=', organizationId);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.fromAt) query = query.where('at', '>=', filter.fromAt);
  if (filter.toAt) query = query.where('at', '<', filter.toAt);
  const before = filter.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('at', '<', before.at),
        eb.and([eb('at', '=', before.at), eb('id', '<', before.id)]),
      ]),
    );
  }
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

export type ActivityRow = Awaited<ReturnType<typeof listActivityRows>>[number];
