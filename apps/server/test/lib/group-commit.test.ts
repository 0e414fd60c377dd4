import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../src/lib/group-commit.js';

/** A write the test finishes by hand, recording the groups it was given. */
function controlledWrites() {
  const groups: string[][] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const write = (rows: string[]) =>
    new Promise<void>((resolve, reject) => {
      groups.push(rows);
      pending.push({ resolve, reject });
    });
  return { groups, pending, write };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('writes the rows added in the same turn of the event loop together', async () => {
    const groups: string[][] = [];
    const commit = createGroupCommit(async (rows: string[]) => {
      groups.push(rows);
    });
    // Requests read from different sockets in one turn: each adds after its own promise jobs.
    const added = [commit.add('a'), Promise.resolve().then(() => commit.add('b'))];
    setImmediate(() => void added.push(commit.add('c')));
    await Promise.all(added.slice(0, 2));
    expect(groups).toEqual([['a', 'b']]);
    await turn();
    await commit.flushed();
    await Promise.all(added);
    expect(groups).toEqual([['a', 'b'], ['c']]);
  });

  it('gathers the rows that arrive during a write into the next one', async () => {
    const { groups, pending, write } = controlledWrites();
    const commit = createGroupCommit(write);
    const first = commit.add('a');
    await turn();
    expect(groups).toEqual([['a']]);
    const later = [commit.add('b'), commit.add('c'), commit.add('d')];
    await turn();
    // Nothing else is written while the first write commits.
    expect(groups).toEqual([['a']]);
    pending[0]!.resolve();
    await first;
    await turn();
    expect(groups).toEqual([['a'], ['b', 'c', 'd']]);
    pending[1]!.resolve();
    await Promise.all(later);
  });

  it('tells each caller of a failed write, and writes the next group', async () => {
    const { groups, pending, write } = controlledWrites();
    const commit = createGroupCommit(write, { maxRows: 2 });
    const results = ['a', 'b', 'c'].map((row) =>
      commit.add(row).then(
        () => 'stored',
        (error: Error) => error.message,
      ),
    );
    await turn();
    expect(groups).toEqual([['a', 'b']]);
    pending[0]!.reject(new Error('disk full'));
    await turn();
    expect(groups).toEqual([['a', 'b'], ['c']]);
    pending[1]!.resolve();
    expect(await Promise.all(results)).toEqual(['disk full', 'disk full', 'stored']);
    await commit.flushed();
  });
});
