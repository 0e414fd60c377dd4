import { describe, expect, it } from 'vitest';
import {
  byTenants,
  chunks,
  chunksByShard,
  schedulesPerOrganization,
  tenantsPerTransaction,
} from '../../src/modules/invoices/run-groups.js';

// How the invoice run groups due schedules into transactions (decision 0079).

const due = (id: string, organization: string, tenants: number | string) => ({
  id,
  organization_id: organization,
  tenants,
});

describe('grouping due schedules', () => {
  it('keeps each organization’s schedules together, in the due list’s order', () => {
    const list = [due('a1', 'a', 5), due('b1', 'b', 5), due('a2', 'a', 5), due('c1', 'c', 5)];
    const groups = schedulesPerOrganization(list).map((group) =>
      group.map((schedule) => schedule.id),
    );
    expect(groups).toEqual([['a1', 'a2'], ['b1'], ['c1']]);
    expect(chunks(groups, 2)).toEqual([[['a1', 'a2'], ['b1']], [['c1']]]);
  });

  it('cuts a transaction before its rentals pass the tenants it may hold', () => {
    const half = tenantsPerTransaction / 2;
    const ids = (runs: { id: string }[][]) => runs.map((run) => run.map((s) => s.id));
    // Counts come from the database as strings on PostgreSQL.
    const list = [due('a', 'a', half), due('b', 'b', String(half)), due('c', 'c', 1)];
    expect(ids(byTenants(list))).toEqual([['a', 'b'], ['c']]);
    // A schedule larger than the limit is billed alone, never with its neighbours.
    const large = [
      due('a', 'a', 10),
      due('big', 'b', tenantsPerTransaction + 1),
      due('c', 'c', 10),
    ];
    expect(ids(byTenants(large))).toEqual([['a'], ['big'], ['c']]);
    // Small organizations share one transaction.
    const small = Array.from({ length: 16 }, (_, i) => due(`s${i}`, `o${i}`, 100));
    expect(ids(byTenants(small))).toEqual([small.map((s) => s.id)]);
  });

  it('bills the organizations of one payments shard together, the shards in turn', () => {
    const organization = (id: string, shard: number) => [{ id, shard }];
    const list = [
      organization('a', 3),
      organization('b', 5),
      organization('c', 3),
      organization('d', 3),
      organization('e', 5),
      organization('f', 9),
    ];
    const runs = chunksByShard(list, 2).map((run) => run.map((schedules) => schedules[0]!.id));
    // Each run one shard's; runs next to each other (billed at once) of different shards.
    expect(runs).toEqual([['a', 'c'], ['b', 'e'], ['f'], ['d']]);
    // Every organization once, whatever the sizes.
    for (const size of [1, 3, 10]) {
      const ids = chunksByShard(list, size)
        .flat()
        .map((schedules) => schedules[0]!.id);
      expect(ids.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    }
    expect(chunksByShard([], 4)).toEqual([]);
  });
});
