import { msPerDay, nairobiDate } from '@rental/shared/dates';
import type { SmsPurpose } from '@rental/shared/enums';

export interface MessageAge {
  unit: 'days' | 'weeks' | 'months';
  count: number;
}

/** Messages about a month's bill speak of that month: once it is over they are stale. */
const monthly: ReadonlySet<SmsPurpose> = new Set(['invoice', 'reminder', 'notice']);
/** Anything else (a receipt, a balance answer, a link) is stale after a week. */
const staleAfterDays = 7;

/**
 * How old a waiting message is, when it has outlived its purpose (an invoice of a past month,
 * a receipt of weeks ago); undefined while it is still timely. The landlord sees it and may
 * choose not to send it.
 */
export function staleAge(
  message: { purpose: SmsPurpose; createdat: string },
  now: Date,
): MessageAge | undefined {
  const created = new Date(message.createdat);
  const days = Math.floor((now.getTime() - created.getTime()) / msPerDay);
  const pastMonth = nairobiDate(created).slice(0, 7) < nairobiDate(now).slice(0, 7);
  const stale = monthly.has(message.purpose) ? pastMonth : days >= staleAfterDays;
  if (!stale) return undefined;
  if (days < 14) return { unit: 'days', count: Math.max(days, 1) };
  if (days < 60) return { unit: 'weeks', count: Math.floor(days / 7) };
  return { unit: 'months', count: Math.floor(days / 30) };
}
