import { formatKes } from '@rental/shared/money';
import { plans } from '@rental/shared/plans';
import type { OperatorOrganization } from '@rental/shared/schemas/operator';
import type { PlanId } from '@rental/shared/schemas/subscriptions';
import type { TFunction } from 'i18next';
import { formatCalendarDate, formatDay, formatDayTime } from '../../../lib/format-date';

type T = TFunction<'operator'>;

/** A plan's name as the catalogue has it (the same in both languages), or Trial for none. */
export function planName(planid: PlanId | null, t: T): string {
  if (!planid) return t('trial');
  return plans.find((plan) => plan.id === planid)?.name ?? planid;
}

/** The plan, and for Enterprise the price and contract agreed: "Enterprise", "KES 12,000 a month". */
export function planLines(organization: OperatorOrganization, t: T): string[] {
  const { planid, price, contractend } = organization;
  return [
    planName(planid, t),
    planid === 'enterprise' &&
      price !== null &&
      t('organizations.pricePerMonth', { price: formatKes(price) }),
    planid === 'enterprise' &&
      contractend &&
      t('organizations.contractEnds', { date: formatCalendarDate(contractend) }),
  ].filter((line): line is string => Boolean(line));
}

/**
 * When the free month ends, and whether the subscription was ever paid: "Paid until" only
 * after a payment; a period a plan set by the operator gave is "Plan runs until".
 */
export function dateLines(organization: OperatorOrganization, t: T): string[] {
  const { trialendsat, paiduntil, lastpaidat } = organization;
  return [
    t('organizations.trialEnds', { date: formatDay(trialendsat) }),
    ...(lastpaidat
      ? [
          paiduntil
            ? t('organizations.paidUntil', { date: formatDay(paiduntil) })
            : t('organizations.lastPaid', { date: formatDay(lastpaidat) }),
        ]
      : [
          t('organizations.neverPaid'),
          ...(paiduntil ? [t('organizations.planUntil', { date: formatDay(paiduntil) })] : []),
        ]),
  ];
}

const usageKinds = [
  ['users', 'users'],
  ['rentals', 'rentals'],
  ['tenants', 'tenants'],
  ['invoicesthismonth', 'invoices'],
] as const;

/**
 * "3 / 5 rentals" for each limit ("12 rentals, no limit" without one), then the SMS sent and
 * the WhatsApp messages sent, each channel apart (decision 0068).
 */
export function usageLines(organization: OperatorOrganization, t: T): string[] {
  const { usage, limits, smsthismonth, whatsappthismonth } = organization;
  return [
    ...usageKinds.map(([used, limit]) => {
      const max = limits[limit];
      return max === null
        ? t(`organizations.unlimited.${limit}`, { count: usage[used] })
        : t(`organizations.usage.${limit}`, { used: usage[used], count: max });
    }),
    t('organizations.sms', { count: smsthismonth }),
    t('organizations.whatsapp', { count: whatsappthismonth ?? 0 }),
  ];
}

/** When anyone of the organization last did something the activity log keeps. */
export function lastActivity(organization: OperatorOrganization, t: T): string {
  return organization.lastactivityat
    ? formatDayTime(organization.lastactivityat)
    : t('organizations.noActivity');
}

/** Why and since when it is suspended, or null. */
export function suspensionLine(organization: OperatorOrganization, t: T): string | null {
  const { suspension } = organization;
  if (!suspension) return null;
  return t('organizations.suspendedBecause', {
    date: formatDay(suspension.since),
    reason: suspension.reason,
  });
}
