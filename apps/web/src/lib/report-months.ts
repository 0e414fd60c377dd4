import { lastEndedMonth, previousMonth } from '@rental/shared/rental-income-tax';
import { calendarMonth } from '@rental/shared/schemas/kra-mri';

/** How far back the month picker offers months: three years of returns. */
const monthsOffered = 36;

/**
 * The month a link asks for (?month=YYYY-MM), else the last month that has ended in Nairobi:
 * the return a landlord is about to file. A month after this one is not offered.
 */
export function chosenMonth(asked: string | null, today: string): string {
  const parsed = calendarMonth.safeParse(asked);
  return parsed.success && parsed.data <= today.slice(0, 7) ? parsed.data : lastEndedMonth(today);
}

/** The months to pick from, newest first: this month back three years, and `chosen` if older. */
export function monthOptions(today: string, chosen: string): string[] {
  const months = [today.slice(0, 7)];
  while (months.length < monthsOffered) months.push(previousMonth(months.at(-1)!));
  return months.includes(chosen) ? months : [...months, chosen];
}
