import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Scrubber } from './scrubber.js';

/** LIKE's wildcards in a trace taken literally ('!' escapes them on both databases). */
export const likePattern = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * The activity log is append-only (docs/architecture.md §8), with one exception the Kenya Data
 * Protection Act makes: erasing a former tenant removes their name and phone from the entries
 * that quote them, in the erasure's transaction. What happened, when, by whom and for how
 * much stays. Entries about the tenant (theirs by entity_id, or naming them in full) lose
 * their first and last names alone too; the full names, phones and codes go from any entry.
 */
export async function scrubActivity(
  trx: Db,
  organizationId: string,
  tenantId: string,
  scrubbers: { wide: Scrubber; own: Scrubber },
  newName: string,
) {
  const traces = scrubbers.wide.traces.map((trace) => likePattern(trace.text));
  const rows = await trx
    .selectFrom('activity_log')
    .select(['id', 'entity_id', 'role', 'user_name', 'summary', 'details'])
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        eb('entity_id', '=', tenantId),
        ...traces.flatMap((pattern) =>
          (['user_name', 'summary', 'details'] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '!'`,
          ),
        ),
      ]),
    )
    .execute();
  let changed = 0;
  for (const row of rows) {
    // An entry that names the tenant in full is about them: a note in it ("Window Zawadi
    // broke") may use their first name alone.
    const aboutThem =
      row.entity_id === tenantId ||
      [row.user_name, row.summary, row.details].some((text) => scrubbers.wide.text(text) !== text);
    const scrubber = aboutThem ? scrubbers.own : scrubbers.wide;
    // An entry the tenant made on their own page names them as its author.
    const userName =
      row.role === 'tenant' && row.entity_id === tenantId ? newName : scrubber.text(row.user_name);
    const next = {
      user_name: userName,
      summary: scrubber.text(row.summary),
      details: scrubber.json(row.details),
    };
    if (
      next.user_name === row.user_name &&
      next.summary === row.summary &&
      next.details === row.details
    ) {
      continue;
    }
    await trx
      .updateTable('activity_log')
      .set(next)
      .where('organization_id', '=', organizationId)
      .where('id', '=', row.id)
      .execute();
    changed += 1;
  }
  return changed;
}
