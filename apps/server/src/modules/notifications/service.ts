import { formatNotification } from '@rental/shared/notifications';
import type { Notification } from '@rental/shared/schemas/notifications';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import type { UserActor } from '../auth/actor.js';
import { organizationPlan, resourceCounts } from '../plans/service.js';
import { mriReminders } from '../tax/mri-reminders.js';
import {
  goLiveNotifications,
  periodNotifications,
  planLimitNotifications,
  skippedRunNotifications,
  waitingNotifications,
  type Derived,
} from './derive.js';
import {
  goLiveFacts,
  markRead,
  readIds,
  skippingRuns,
  smsTally,
  unallocatedTally,
} from './repository.js';

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
}

/** Skipped runs older than this are history, not something to act on. */
const skippedRunDays = 35;

/**
 * GET /api/notifications: what needs the landlord now, newest first, each with whether this
 * user has read it. Owner-only matters (plan, period, go-live) go to the owner, who alone can
 * act on them.
 */
export async function listNotifications(
  deps: NotificationsDeps,
  actor: UserActor,
): Promise<Notification[]> {
  const { db } = deps;
  const { organizationId } = actor;
  const now = deps.clock();
  const since = new Date(now.getTime() - skippedRunDays * 86_400_000).toISOString();
  const [unallocated, failed, held, runs] = await Promise.all([
    unallocatedTally(db, organizationId),
    smsTally(db, organizationId, 'failed'),
    smsTally(db, organizationId, 'held'),
    skippingRuns(db, organizationId, since),
  ]);
  const derived: Derived[] = [
    ...waitingNotifications({ unallocated, failed, held }),
    ...skippedRunNotifications(runs),
  ];
  if (actor.role === 'owner') {
    const [facts, { plan }, usage, taxReturns] = await Promise.all([
      goLiveFacts(db, organizationId),
      organizationPlan(db, organizationId),
      resourceCounts(db, organizationId),
      mriReminders(db, organizationId, now),
    ]);
    derived.push(
      ...planLimitNotifications(plan, usage, now),
      ...periodNotifications(facts, now),
      ...goLiveNotifications(facts),
      ...taxReturns,
    );
  }
  const read = await readIds(
    db,
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

/** POST /api/notifications/read: once per user and notification, decided by the key. */
export async function markNotificationsRead(
  deps: NotificationsDeps,
  actor: UserActor,
  ids: string[],
) {
  await markRead(deps.db, actor.userId, [...new Set(ids)], deps.clock().toISOString());
}
