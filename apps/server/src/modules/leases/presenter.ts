import { daysBetween } from '@rental/shared/dates';
import { centsToKes } from '@rental/shared/money';
import { basisPointsToPercent } from '@rental/shared/percent';
import type { Lease, TenantLease, VacateNotice } from '@rental/shared/schemas/leases';
import type { VacateNoticesTable } from '../../db/types.js';
import type { LeaseRow } from './repository.js';
import { leaseStatus } from './terms.js';

/** The lease as the API answers it, with the next rise worked out from the rent in force. */
export function toLease(
  row: LeaseRow,
  today: string,
  nextEscalation: { date: string; cents: number } | null,
): Lease {
  const escalation =
    row.escalation_type === null
      ? null
      : {
          type: row.escalation_type,
          amount:
            row.escalation_type === 'percent'
              ? basisPointsToPercent(row.escalation_value ?? 0)
              : centsToKes(row.escalation_value ?? 0),
          every: 'year' as const,
          tellbeforedays: Number(row.escalation_tell_days),
        };
  return {
    startdate: row.start_date,
    enddate: row.end_date,
    noticedays: Number(row.notice_days),
    escalation,
    status: leaseStatus(row, today),
    daysleft: row.end_date === null ? null : daysBetween(today, row.end_date),
    nextescalation: nextEscalation && {
      date: nextEscalation.date,
      monthlyrent: centsToKes(nextEscalation.cents),
    },
    updatedby: row.updated_by_name,
    updatedat: row.updated_at,
  };
}

/** A notice to vacate: short when it gives fewer days than the lease's notice period. */
export function toVacateNotice(
  row: Pick<
    VacateNoticesTable,
    'given_by' | 'given_on' | 'moveout_date' | 'created_by_name' | 'created_at'
  >,
  noticeDays: number | null,
): VacateNotice {
  return {
    givenby: row.given_by,
    date: row.given_on,
    moveoutdate: row.moveout_date,
    short: noticeDays !== null && daysBetween(row.given_on, row.moveout_date) < noticeDays,
    createdby: row.created_by_name,
    createdat: row.created_at,
  };
}

export type { TenantLease };
