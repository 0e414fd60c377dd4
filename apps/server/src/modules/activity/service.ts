import { nairobiDayEnd, nairobiDayStart } from '@rental/shared/dates';
import type { ActivityDetails, ActivityKind } from '@rental/shared/activity';
import { msg } from '@rental/shared/message-catalogue';
import type {
  ActivityEntry,
  ActivityPage,
  ActivityQuery,
  ExportRecordBody,
} from '@rental/shared/schemas/activity';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor.js';
import { type Actor, requirePermission } from '../access/index.js';
import { recordActivity } from './record.js';
import { listActivityRows, type ActivityRow } from './repository.js';

export interface ActivityDeps {
  db: Db;
  clock: Clock;
}

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    activityid: row.id,
    at: row.at,
    userid: row.user_id,
    username: row.user_name,
    role: row.role,
    kind: row.kind as ActivityKind,
    entity: row.entity,
    entityid: row.entity_id,
    summary: row.summary,
    details: JSON.parse(row.details) as ActivityDetails,
    ip: row.ip,
  };
}

/** The owner's view of the log: newest first, filtered by person, kind and Nairobi dates. */
export async function listActivity(
  deps: ActivityDeps,
  actor: Actor,
  query: ActivityQuery,
): Promise<ActivityPage> {
  requirePermission(actor, 'activity.read', msg('error.activityOwnerOnly'));
  const rows = await listActivityRows(deps.db, actor.organizationId, {
    userId: query.userid || undefined,
    kind: query.kind,
    fromAt: query.from ? nairobiDayStart(query.from) : undefined,
    toAt: query.to ? nairobiDayEnd(query.to) : undefined,
    before: query.cursor ? decodePageCursor(query.cursor, 'cursor') : undefined,
    limit: query.limit,
  });
  const last = rows.at(-1);
  return {
    activity: rows.map(toEntry),
    nextcursor: last && rows.length === query.limit ? encodePageCursor(last) : null,
  };
}

/** Exports are made in the browser; it reports each one so the log shows who took what. */
export async function recordExport(
  deps: ActivityDeps,
  actor: Actor,
  body: ExportRecordBody,
): Promise<void> {
  await recordActivity(
    deps.db,
    actor,
    {
      kind: 'data_exported',
      entity: body.what,
      details: { what: body.what, format: body.format.toUpperCase(), count: body.count },
    },
    deps.clock(),
  );
}
