/**
 * A value made at its first use, then kept. For module-level Intl formatters: each loads
 * locale data, which the server would otherwise hold from start-up whether it formats a
 * date or not (start-up memory has a budget).
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
