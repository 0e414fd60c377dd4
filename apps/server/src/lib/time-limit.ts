export class TimeLimitError extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
    this.name = 'TimeLimitError';
  }
}

/**
 * `work`'s result, or a TimeLimitError once `ms` have passed: for checks that must answer
 * quickly even when what they ask hangs (a database that accepts connections and never
 * answers). The work itself is not cancelled; its late outcome is ignored.
 */
export function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeLimitError(ms)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
