import { describeChanges } from '@rental/shared/activity';

/**
 * "field: before → after; ..." for the plain fields, then "name: changed" for each field whose
 * value must not be shown: a secret (API key, passkey) or a text too long for one line.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  changedUnshown: string[] = [],
): string {
  return [describeChanges(before, after), ...changedUnshown.map((name) => `${name}: changed`)]
    .filter(Boolean)
    .join('; ');
}
