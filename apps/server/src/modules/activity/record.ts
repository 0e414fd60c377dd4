import {
  describeChanges,
  formatActivitySummary,
  type ActivityDetails,
  type ActivityKind,
} from '@rental/shared/activity';
import type { Db } from '../../db/connection.js';
import { orderedId } from '../../lib/ordered-id.js';
import type { Actor } from '../access/index.js';
import { insertActivity } from './repository.js';

export interface ActivityEntryInput {
  kind: ActivityKind;
  /** What was changed: 'rental', 'tenant', 'transaction'... */
  entity?: string;
  entityId?: string | null;
  /** The summary's values: never a PIN, a code or a secret. */
  details?: ActivityDetails;
}

/**
 * Records what the actor did. Call it with the transaction that makes the change, so the
 * entry is written with it or not at all.
 */
export async function recordActivity(
  trx: Db,
  actor: Actor,
  entry: ActivityEntryInput,
  at: Date,
): Promise<void> {
  await recordActivities(trx, actor, [entry], at);
}

/** recordActivity for several entries of one actor, in one statement (a batch of payments). */
export async function recordActivities(
  trx: Db,
  actor: Actor,
  entries: readonly ActivityEntryInput[],
  at: Date,
): Promise<void> {
  await recordActivitiesOf(
    trx,
    entries.map((entry) => ({ actor, entry })),
    at,
  );
}

/** recordActivity for entries each of its own actor (a C2B batch's organizations), in one statement. */
export async function recordActivitiesOf(
  trx: Db,
  recorded: readonly { actor: Actor; entry: ActivityEntryInput }[],
  at: Date,
): Promise<void> {
  await insertActivity(
    trx,
    recorded.map(({ actor, entry }) => {
      const details = entry.details ?? {};
      return {
        id: orderedId(at),
        organization_id: actor.organizationId,
        at: at.toISOString(),
        user_id: actor.userId,
        user_name: actor.name,
        role: actor.role,
        kind: entry.kind,
        entity: entry.entity ?? null,
        entity_id: entry.entityId ?? null,
        summary: formatActivitySummary(entry.kind, details),
        details: JSON.stringify(details),
        ip: actor.origin?.ip ?? null,
        user_agent: actor.origin?.userAgent ?? null,
      };
    }),
  );
}

/** The values an update changed: fields `before` → `after`, and those said to have changed. */
export interface FieldChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Changed fields never quoted (a secret, a long text). */
  unshown?: string[];
}

/**
 * Records an update with its "changes" detail, in the caller's transaction. Saving a form
 * unchanged writes nothing: it is not worth a line.
 */
export async function recordUpdate(
  trx: Db,
  actor: Actor,
  entry: ActivityEntryInput,
  fields: FieldChanges,
  at: Date,
): Promise<void> {
  const changes = describeChanges(fields.before, fields.after, fields.unshown);
  if (!changes) return;
  await recordActivity(trx, actor, { ...entry, details: { ...entry.details, changes } }, at);
}
