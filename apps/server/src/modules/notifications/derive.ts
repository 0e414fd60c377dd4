import { msPerDay, nairobiDate } from '@rental/shared/dates';
import type { NotificationKind } from '@rental/shared/notifications';
import type { Plan } from '@rental/shared/plans';
import type { GoLiveFacts, Tally } from './repository.js';

/** A notification before it is checked against what the user has read. */
export interface Derived {
  id: string;
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: string;
  createdat: string;
}

/**
 * Unallocated payments, failed or held messages, and messages waiting to be sent (stored by
 * the outbox-only provider, held, or failed for a cause that can pass): one line each while
 * any are waiting.
 */
export function waitingNotifications(tallies: {
  unallocated: Tally;
  failed: Tally;
  held: Tally;
  unsent?: Tally;
}): Derived[] {
  const lines: Array<[NotificationKind, Tally, string]> = [
    ['unallocated_payments', tallies.unallocated, '/unallocated'],
    ['sms_failed', tallies.failed, '/messages'],
    ['sms_held', tallies.held, '/messages'],
    ['sms_waiting', tallies.unsent ?? { count: 0, latest: null }, '/messages?tab=waiting'],
  ];
  return lines.flatMap(([kind, tally, link]) =>
    tally.count > 0 && tally.latest
      ? [
          {
            // A new payment or message waiting makes a new id: unread again.
            id: `${kind}:${tally.latest}:${tally.count}`,
            kind,
            params: { count: tally.count },
            link,
            createdat: tally.latest,
          },
        ]
      : [],
  );
}

/**
 * For the owner: payments held for their decision, and confirmations parked after failing to
 * apply (the operator sees those too). One line each while any wait.
 */
export function reviewNotifications(tallies: { held: Tally; parked: Tally }): Derived[] {
  const lines: Array<[NotificationKind, Tally]> = [
    ['payments_held', tallies.held],
    ['payments_parked', tallies.parked],
  ];
  return lines.flatMap(([kind, tally]) =>
    tally.count > 0 && tally.latest
      ? [
          {
            id: `${kind}:${tally.latest}:${tally.count}`,
            kind,
            params: { count: tally.count },
            link: '/unallocated?tab=held',
            createdat: tally.latest,
          },
        ]
      : [],
  );
}

/**
 * For the owner: documents KRA eTIMS did not take (refused, or out of attempts), waiting for
 * them to correct and retry. One line while any wait; a new failure makes it unread again.
 */
export function etimsNotifications(failed: Tally): Derived[] {
  if (failed.count === 0 || !failed.latest) return [];
  return [
    {
      id: `etims_failed:${failed.latest}:${failed.count}`,
      kind: 'etims_failed',
      params: { count: failed.count },
      link: '/settings?tab=etims&status=failed&month=all',
      createdat: failed.latest,
    },
  ];
}

/** Schedule runs that skipped tenants, each schedule's newest run only. */
export function skippedRunNotifications(
  runs: ReadonlyArray<{
    id: string;
    billing_date: string;
    ran_at: string;
    skipped: string;
    invoice_type: string;
    name: string;
  }>,
): Derived[] {
  return runs.flatMap((run) => {
    const reasons = JSON.parse(run.skipped) as Record<string, number>;
    const count = Object.values(reasons).reduce((sum, n) => sum + n, 0);
    if (count === 0) return [];
    return [
      {
        id: `schedule_skipped:${run.id}`,
        kind: 'schedule_skipped' as const,
        params: {
          // `schedule` is the English of the two after it, kept for the API; the web words
          // the invoice type and the name in the reader's language.
          schedule: `${run.invoice_type} of ${run.name}`,
          invoicetype: run.invoice_type,
          name: run.name,
          date: run.billing_date,
          count,
        },
        link: '/settings?tab=invoices',
        createdat: run.ran_at,
      },
    ];
  });
}

/**
 * For the owner: each plan limit at 80% or more of rentals and tenants, which grow with the
 * business. Users are left out: the Individual plan is one user, always "at its limit".
 */
export function planLimitNotifications(
  plan: Plan,
  usage: Record<'rentals' | 'tenants', number>,
  now: Date,
): Derived[] {
  return (['rentals', 'tenants'] as const).flatMap((resource) => {
    const limit = plan.limits[resource];
    const used = usage[resource];
    if (limit === null || used < limit * 0.8) return [];
    return [
      {
        id: `plan_limit:${plan.id}:${resource}:${used}`,
        kind: 'plan_limit' as const,
        params: { used, limit, resource },
        link: '/settings?tab=subscription',
        createdat: now.toISOString(),
      },
    ];
  });
}

/** For the owner: the paid period (or free month) ending within 7 days, or ended. */
export function periodNotifications(facts: GoLiveFacts, now: Date): Derived[] {
  // A plan set without a paid period (an Enterprise contract) does not end.
  if (facts.plan_id && !facts.paid_until) return [];
  const end = facts.paid_until ?? facts.trial_ends_at;
  const left = Date.parse(end) - now.getTime();
  if (left > 7 * msPerDay) return [];
  const kind = left > 0 ? ('period_ending' as const) : ('period_ended' as const);
  const date = nairobiDate(new Date(end));
  return [
    {
      id: `${kind}:${end}`,
      kind,
      params: { date },
      link: '/settings?tab=subscription',
      createdat: end,
    },
  ];
}

/**
 * For the owner: each go-live step not done yet. Paybill set; an SMS provider set and a test
 * SMS sent; on an own paybill, the callback URLs registered; a first schedule; a first water
 * reading once there is a water schedule.
 */
export function goLiveNotifications(facts: GoLiveFacts): Derived[] {
  const missing: Array<[NotificationKind, string]> = [];
  if (!facts.paybill_number) missing.push(['go_live_paybill', '/settings?tab=mpesa']);
  if (facts.provider !== 'africastalking' || !facts.test_sent) {
    missing.push(['go_live_sms', '/settings?tab=sms']);
  }
  if (facts.paybill_number && facts.collection_mode === 'own_paybill' && !facts.registered_at) {
    missing.push(['go_live_callbacks', '/settings?tab=mpesa']);
  }
  if (facts.schedules === 0) missing.push(['go_live_schedule', '/new-invoice']);
  if (facts.water_schedules > 0 && !facts.has_reading) {
    missing.push(['go_live_reading', '/water-readings/building']);
  }
  return missing.map(([kind, link]) => ({
    id: kind,
    kind,
    params: {},
    link,
    createdat: facts.created_at,
  }));
}

/**
 * Leases ending within 60 and 30 days and those lapsed unrenewed, each from the day the lease
 * step recorded it (once per end date, so the bell says it once per threshold). A renewal
 * moves the end, and the old end's lines go.
 */
export function leaseNotifications(
  events: ReadonlyArray<{
    tenant_id: string;
    event_kind: string;
    on_date: string;
    created_at: string;
    name: string;
    house_number: string;
  }>,
): Derived[] {
  // Once an end has passed, the lapse says it all: the reminders before it go.
  const lapsed = new Set(
    events.filter((e) => e.event_kind === 'lapsed').map((e) => `${e.tenant_id}:${e.on_date}`),
  );
  const current = events.filter(
    (e) => e.event_kind === 'lapsed' || !lapsed.has(`${e.tenant_id}:${e.on_date}`),
  );
  return current.map((event) => ({
    id: `lease:${event.event_kind}:${event.tenant_id}:${event.on_date}`,
    kind: event.event_kind === 'lapsed' ? ('lease_lapsed' as const) : ('lease_expiring' as const),
    params: { tenant: event.name, house: event.house_number, date: event.on_date },
    link: '/tenants',
    createdat: event.created_at,
  }));
}

/** Units vacant longer than the organization's setting: each alert once, as the job gave it. */
export function vacancyNotifications(
  alerts: ReadonlyArray<{
    rental_id: string;
    rental_name: string;
    unit_key: string;
    house_number: string | null;
    room_type: string;
    vacant_since: string;
    days_vacant: number;
    alerted_at: string;
  }>,
): Derived[] {
  return alerts.map((alert) => ({
    id: `unit_vacant:${alert.rental_id}:${alert.unit_key}:${alert.vacant_since}`,
    kind: 'unit_vacant' as const,
    params: {
      // A unit never let has no house number: its room type names it.
      house: alert.house_number ?? alert.room_type,
      rental: alert.rental_name,
      date: alert.vacant_since,
      days: alert.days_vacant,
    },
    link: `/reports/vacancies?rentalid=${encodeURIComponent(alert.rental_id)}`,
    createdat: alert.alerted_at,
  }));
}
