import { daysBetween, nairobiDate, todayInNairobi } from '@rental/shared/dates';

/** Whole Nairobi days since a repair was reported: 0 on the day itself. */
export function repairAgeDays(createdAt: string, today: string = todayInNairobi()): number {
  return Math.max(0, daysBetween(nairobiDate(new Date(createdAt)), today));
}
