import { addCalendarMonths, nairobiDate } from '@rental/shared/dates';
import { mriDueDate, nextMonth } from '@rental/shared/rental-income-tax';
import type { NotificationKind } from '@rental/shared/notifications';
import type { Db } from '../../db/connection.js';
import { firstPaymentDay } from '../ledger/index.js';
import { filedMonths, ownReturn } from './repository.js';

/** How far back unfiled returns are brought up: a year of months. */
const lookBackMonths = 12;

export interface MriReminder {
  id: string;
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: string;
  createdat: string;
}

/**
 * KRA Monthly Rental Income returns due and not recorded, for an organization with residential
 * rentals, from the month of its first tenant payment (and at most a year back): the month just
 * ended until its due date (the 20th), then every month past due in one line. A NIL month is
 * due too. Derived each time from payments, rentals and mri_filings.
 */
export async function mriReminders(
  db: Db,
  organizationId: string,
  now: Date,
): Promise<MriReminder[]> {
  const [residential, first] = await Promise.all([
    db
      .selectFrom('rentals')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('rental_use', '=', 'residential')
      .limit(1)
      .executeTakeFirst(),
    firstPaymentDay(db, organizationId),
  ]);
  if (!residential || !first) return [];
  const today = nairobiDate(now);
  const thisMonth = today.slice(0, 7);
  const yearBack = addCalendarMonths(`${thisMonth}-01`, -lookBackMonths).slice(0, 7);
  const start = first.slice(0, 7) > yearBack ? first.slice(0, 7) : yearBack;
  const filed = await filedMonths(db, organizationId, ownReturn, start);
  const unfiled: string[] = [];
  for (let month = start; month < thisMonth; month = nextMonth(month)) {
    if (!filed.has(month)) unfiled.push(month);
  }
  const overdue = unfiled.filter((month) => mriDueDate(month) < today);
  const due = unfiled.filter((month) => mriDueDate(month) >= today);
  const link = (month: string) => `/reports/kra-mri?month=${month}`;
  return [
    ...due.map((month) => ({
      id: `mri_due:${month}`,
      kind: 'mri_due' as const,
      params: { month, date: mriDueDate(month) },
      link: link(month),
      createdat: `${nextMonth(month)}-01T00:00:00.000Z`,
    })),
    ...(overdue.length === 0
      ? []
      : [
          {
            // A month more overdue makes a new id: unread again.
            id: `mri_overdue:${overdue[0]}:${overdue.length}`,
            kind: 'mri_overdue' as const,
            params: { count: overdue.length, month: overdue[0]! },
            link: link(overdue[0]!),
            createdat: `${mriDueDate(overdue.at(-1)!)}T21:00:00.000Z`,
          },
        ]),
  ];
}
