import { addDaysToInstant } from '@rental/shared/dates';
import { can, type Permission } from '@rental/shared/permissions';
import { formatNotification } from '@rental/shared/notifications';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import type { Notification } from '@rental/shared/schemas/notifications';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import type { UserActor } from '../access/index.js';
import { organizationPlan, resourceCounts } from '../plans/index.js';
import { waitingTotals } from '../sms/index.js';
import { endEventsSince } from '../leases/index.js';
import { failedTransmissionTally } from '../etims/index.js';
import { mriReminders } from '../tax/index.js';
import { keptUntilChanged, vacancyAlertsSince } from '../reports/index.js';
import {
  etimsNotifications,
  goLiveNotifications,
  leaseNotifications,
  periodNotifications,
  planLimitNotifications,
  reviewNotifications,
  skippedRunNotifications,
  waitingNotifications,
  vacancyNotifications,
  type Derived,
} from './derive.js';
import {
  goLiveFacts,
  heldTally,
  markRead,
  parkedTally,
  readIds,
  skippingRuns,
  smsTally,
  unallocatedTally,
} from './repository.js';

export interface NotificationsDeps {
  db: Db;
  /**
   * Where the bell's tallies are read (app.ts `reader`): every signed-in screen asks for them,
   * and on SQLite they would otherwise hold the thread that answers M-PESA.
   */
  reader: Db;
  clock: Clock;
}

/** Skipped runs older than this are history, not something to act on. */
const skippedRunDays = 35;

/** The permissions that decide which kinds a user hears of (see deriveNotifications). */
const bellPermissions = [
  'money.read',
  'payments.review',
  'subscription',
  'settings',
  'etims.setup',
  'tax.file',
  'tenants.write',
  'reports.read',
] as const satisfies readonly Permission[];

type BellPermission = (typeof bellPermissions)[number];

/**
 * GET /api/notifications: what needs the landlord now, newest first, each with whether this
 * user has read it. Owner-only matters (plan, period, go-live) go to the owner, who alone can
 * act on them.
 *
 * Every signed-in screen asks, and deriving is a dozen queries: what is derived is kept per
 * organization and set of permissions until the database changes or the minute turns (the
 * period's end and the plan limit's time are the only things that move with the clock alone),
 * as the reports are kept (reports/summary-cache.ts). Whether the user has read each one is
 * theirs, read on every ask.
 */
export async function listNotifications(
  deps: NotificationsDeps,
  actor: UserActor,
): Promise<Notification[]> {
  const now = deps.clock();
  const granted = new Set(
    bellPermissions.filter((permission) => can(actor.role, permission, actor.allowances)),
  );
  const derived = await keptUntilChanged(
    deps.db,
    'notifications',
    `${actor.organizationId}|${[...granted].join(',')}`,
    // The minute: the paid period's end moves with the clock alone.
    now.toISOString().slice(0, 16),
    () => deriveNotifications(deps.reader, actor.organizationId, granted, now),
  );
  const read = await readIds(
    deps.reader,
    actor.userId,
    derived.map((item) => item.id),
  );
  return derived
    .map((item) => ({
      notificationid: item.id,
      kind: item.kind,
      text: formatNotification(item.kind, item.params),
      params: item.params,
      link: item.link,
      createdat: item.createdat,
      read: read.has(item.id),
    }))
    .sort((a, b) => (a.createdat < b.createdat ? 1 : a.createdat > b.createdat ? -1 : 0));
}

/**
 * What needs the organization now, of the kinds these permissions are told of: each kind goes
 * to the roles whose work it is (the permission map). A caretaker hears of no money, only the
 * owner of the plan's limits.
 */
async function deriveNotifications(
  db: Db,
  organizationId: string,
  granted: ReadonlySet<BellPermission>,
  now: Date,
): Promise<Derived[]> {
  const since = addDaysToInstant(now, -skippedRunDays).toISOString();
  const may = (permission: BellPermission) => granted.has(permission);
  const derived: Derived[] = [];
  if (may('money.read')) {
    const [unallocated, failed, held, waiting, runs] = await Promise.all([
      unallocatedTally(db, organizationId),
      smsTally(db, organizationId, 'failed'),
      smsTally(db, organizationId, 'held'),
      waitingTotals(db, organizationId),
      skippingRuns(db, organizationId, since),
    ]);
    // Messages → Waiting: stored, held or retryably failed, all told (issue 30).
    const unsent = { count: waiting.sendable + waiting.held, latest: waiting.latest };
    derived.push(
      ...waitingNotifications({ unallocated, failed, held, unsent }),
      ...skippedRunNotifications(runs),
    );
  }
  if (may('payments.review')) {
    const [heldPayments, parked] = await Promise.all([
      heldTally(db, organizationId),
      parkedTally(db, organizationId),
    ]);
    derived.push(...reviewNotifications({ held: heldPayments, parked }));
  }
  if (may('subscription')) {
    const [{ plan }, usage] = await Promise.all([
      organizationPlan(db, organizationId),
      resourceCounts(db, organizationId),
    ]);
    derived.push(...planLimitNotifications(plan, usage, now));
  }
  if (may('settings')) {
    const facts = await goLiveFacts(db, organizationId);
    derived.push(...periodNotifications(facts, now), ...goLiveNotifications(facts));
  }
  if (may('etims.setup'))
    derived.push(...etimsNotifications(await failedTransmissionTally(db, organizationId)));
  if (may('tax.file')) derived.push(...(await mriReminders(db, organizationId, now)));
  if (may('tenants.write')) {
    const ends = await endEventsSince(db, organizationId, since);
    derived.push(
      ...leaseNotifications(ends.map((end) => ({ ...end, name: tenantDisplayName(end) }))),
    );
  }
  if (may('reports.read'))
    derived.push(...vacancyNotifications(await vacancyAlertsSince(db, organizationId, since)));
  return derived;
}

/** POST /api/notifications/read: once per user and notification, decided by the key. */
export async function markNotificationsRead(
  deps: NotificationsDeps,
  actor: UserActor,
  ids: string[],
) {
  await markRead(deps.db, actor.userId, [...new Set(ids)], deps.clock().toISOString());
}
