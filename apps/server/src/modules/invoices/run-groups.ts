// How the invoice run groups due schedules into transactions (runDueInvoices, decision 0079).

/**
 * Tenants the schedules billed together may have had between them (a schedule with more is
 * billed alone): the transaction holds their rows in memory.
 */
export const tenantsPerTransaction = 2_000;

/** What grouping reads of a due schedule: its organization and its rental's tenants. */
interface Groupable {
  organization_id: string;
  /**
   * Every tenant the schedule's rental has had (a count from the database); 0 when the run
   * bills one schedule a transaction and so does not count them (dueScheduleRows).
   */
  tenants: number | string | bigint;
}

/** The due schedules by organization, in the list's order (each first seen), keeping theirs. */
export function schedulesPerOrganization<T extends Groupable>(due: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const schedule of due) {
    const group = groups.get(schedule.organization_id);
    if (group) group.push(schedule);
    else groups.set(schedule.organization_id, [schedule]);
  }
  return [...groups.values()];
}

/**
 * The organizations (each its due schedules) in runs of at most `size` organizations of one
 * C2B applier shard (db/applier-shards.ts), the shards' runs taken in turn. A run's
 * transaction holds its shard while it bills; runs billed at once then hold different shards
 * instead of waiting for each other's, and each waits at most for the one payments batch
 * holding its shard.
 */
export function chunksByShard<T extends { shard: number | string }>(
  organizations: readonly T[][],
  size: number,
): T[][][] {
  const byShard = new Map<number, T[][]>();
  for (const schedules of organizations) {
    const shard = Number(schedules[0]!.shard);
    const ofShard = byShard.get(shard);
    if (ofShard) ofShard.push(schedules);
    else byShard.set(shard, [schedules]);
  }
  const runsOfShards = [...byShard.values()].map((ofShard) => chunks(ofShard, size));
  const longest = Math.max(0, ...runsOfShards.map((runs) => runs.length));
  const result: T[][][] = [];
  for (let i = 0; i < longest; i++) {
    for (const runs of runsOfShards) if (i < runs.length) result.push(runs[i]!);
  }
  return result;
}

/** The items in runs of at most `size`, in order. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/**
 * The schedules, in order, in runs whose rentals have had at most tenantsPerTransaction
 * tenants between them; a schedule with more is a run by itself.
 */
export function byTenants<T extends Groupable>(schedules: readonly T[]): T[][] {
  const result: T[][] = [];
  let current: T[] = [];
  let tenants = 0;
  for (const schedule of schedules) {
    const count = Number(schedule.tenants);
    if (current.length > 0 && tenants + count > tenantsPerTransaction) {
      result.push(current);
      current = [];
      tenants = 0;
    }
    current.push(schedule);
    tenants += count;
  }
  if (current.length > 0) result.push(current);
  return result;
}
