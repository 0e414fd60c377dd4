import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Writes rows that arrive one request at a time in as few commits as possible: while one write
 * is committing, the rows that arrive meanwhile wait and go together in the next one. A write
 * starts after the requests already read from the sockets have been handled (setImmediate):
 * SQLite commits synchronously, so without it every request would commit alone. A quiet
 * server writes each row at once (no timer, no added latency); a busy one pays one commit for
 * many requests, which is where the time of a small insert goes.
 */
export interface GroupCommit<Row> {
  /** Settles once the row is committed (or rejects with the write's error). */
  add: (row: Row) => Promise<void>;
  /** Settles once every row added so far has been written (or failed). */
  flushed: () => Promise<void>;
}

interface Waiting<Row> {
  row: Row;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createGroupCommit<Row>(
  write: (rows: Row[]) => Promise<void>,
  { maxRows = 500 }: { maxRows?: number } = {},
): GroupCommit<Row> {
  let waiting: Waiting<Row>[] = [];
  let writing: Promise<void> | undefined;

  const writeNext = async () => {
    while (waiting.length > 0) {
      const group = waiting.slice(0, maxRows);
      waiting = waiting.slice(group.length);
      try {
        await write(group.map((entry) => entry.row));
        for (const entry of group) entry.resolve();
      } catch (error) {
        // The group is one statement: none of it was written, and each caller is told so.
        for (const entry of group) entry.reject(error);
      }
    }
  };
  const start = () => {
    writing ??= nextTurn()
      .then(writeNext)
      .finally(() => {
        writing = undefined;
        // A row added after the loop saw the queue empty, but before this ran, goes now.
        if (waiting.length > 0) void start();
      });
    return writing;
  };

  return {
    add: (row) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ row, resolve, reject });
        void start();
      }),
    flushed: async () => {
      while (writing) await writing;
    },
  };
}
