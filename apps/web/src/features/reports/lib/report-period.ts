import { addCalendarMonths, isCalendarDate } from '@rental/shared/dates';
import { addDays } from '@rental/shared/dates';
import { calendarMonth } from '@rental/shared/schemas/kra-mri';

export const periodKinds = ['month', 'quarter', 'year', 'custom'] as const;
export type PeriodKind = (typeof periodKinds)[number];

/**
 * What a report's API counts in: calendar days (the income statement, from..to YYYY-MM-DD) or
 * whole months (collections, from..to YYYY-MM).
 */
export type PeriodUnit = 'days' | 'months';

/** The period a report covers, as its picker says it and its link keeps it. */
export type ReportPeriod =
  | { kind: 'month'; month: string }
  | { kind: 'quarter'; quarter: string }
  | { kind: 'year'; year: string }
  /** From and to in the report's unit: YYYY-MM-DD or YYYY-MM. */
  | { kind: 'custom'; from: string; to: string };

/** From..to as the API takes them, both included, in the report's unit. */
export interface PeriodRange {
  from: string;
  to: string;
}

/** The API allows 60 months of collections (validationMessages.monthRangeTooLong). */
export const maxCollectionMonths = 60;

const quarterPattern = /^(\d{4})-Q([1-4])$/;
const yearPattern = /^\d{4}$/;

const monthOf = (date: string) => date.slice(0, 7);
const nextMonth = (month: string) => monthOf(addCalendarMonths(`${month}-01`, 1));
const monthsAfter = (month: string, count: number) =>
  monthOf(addCalendarMonths(`${month}-01`, count));

/** "2026-Q4" for any day or month of October to December 2026. */
export function quarterOf(dateOrMonth: string): string {
  const month = Number(dateOrMonth.slice(5, 7));
  return `${dateOrMonth.slice(0, 4)}-Q${Math.ceil(month / 3)}`;
}

/** The first and last month of a quarter ("2026-Q4": 2026-10 and 2026-12). */
export function quarterMonths(quarter: string): PeriodRange {
  const [, year, q] = quarterPattern.exec(quarter) ?? [];
  const first = `${year}-${String((Number(q) - 1) * 3 + 1).padStart(2, '0')}`;
  return { from: first, to: monthsAfter(first, 2) };
}

/** The first and last month the period covers, before any clamping to today. */
function periodMonths(period: ReportPeriod): PeriodRange {
  switch (period.kind) {
    case 'month':
      return { from: period.month, to: period.month };
    case 'quarter':
      return quarterMonths(period.quarter);
    case 'year':
      return { from: `${period.year}-01`, to: `${period.year}-12` };
    case 'custom':
      return { from: monthOf(period.from), to: monthOf(period.to) };
  }
}

/**
 * The period as the API wants it. Nothing after today is asked for: this month, quarter or
 * year runs to today (or this month), as the report can only count what has happened.
 */
export function periodRange(period: ReportPeriod, unit: PeriodUnit, today: string): PeriodRange {
  if (period.kind === 'custom') return { from: period.from, to: period.to };
  const months = periodMonths(period);
  if (unit === 'months') {
    const thisMonth = monthOf(today);
    return { from: months.from, to: months.to < thisMonth ? months.to : thisMonth };
  }
  const lastDay = addDays(`${nextMonth(months.to)}-01`, -1);
  return { from: `${months.from}-01`, to: lastDay < today ? lastDay : today };
}

/** Each report's period when its link names none: this month's days, the last 12 months. */
export function defaultPeriod(unit: PeriodUnit, today: string): ReportPeriod {
  if (unit === 'days') return { kind: 'month', month: monthOf(today) };
  return { kind: 'custom', from: monthsAfter(monthOf(today), -11), to: monthOf(today) };
}

const isMonth = (value: string | null): value is string => calendarMonth.safeParse(value).success;
const isInUnit = (value: string | null, unit: PeriodUnit): value is string =>
  value !== null && (unit === 'days' ? isCalendarDate(value) : isMonth(value));

/** Why a custom range cannot be asked for; null when it can. */
export function customRangeProblem(
  { from, to }: PeriodRange,
  unit: PeriodUnit,
): 'incomplete' | 'backwards' | 'tooLong' | null {
  if (!isInUnit(from, unit) || !isInUnit(to, unit)) return 'incomplete';
  if (from > to) return 'backwards';
  if (unit === 'months' && monthsAfter(from, maxCollectionMonths - 1) < to) return 'tooLong';
  return null;
}

/**
 * The period a link asks for (?period=month&month=2026-11, ?period=quarter&quarter=2026-Q4,
 * ?period=year&year=2026, ?period=custom&from=…&to=…), else the report's default. A period
 * that starts after today, or a custom range the API would refuse, is not taken.
 */
export function readPeriod(params: URLSearchParams, unit: PeriodUnit, today: string) {
  const asked = askedPeriod(params, unit);
  if (asked && periodMonths(asked).from <= monthOf(today)) return asked;
  return defaultPeriod(unit, today);
}

function askedPeriod(params: URLSearchParams, unit: PeriodUnit): ReportPeriod | null {
  const value = (name: string) => params.get(name);
  switch (value('period')) {
    case 'month': {
      const month = value('month');
      return isMonth(month) ? { kind: 'month', month } : null;
    }
    case 'quarter': {
      const quarter = value('quarter');
      return quarter && quarterPattern.test(quarter) ? { kind: 'quarter', quarter } : null;
    }
    case 'year': {
      const year = value('year');
      return year && yearPattern.test(year) ? { kind: 'year', year } : null;
    }
    case 'custom': {
      const range = { from: value('from') ?? '', to: value('to') ?? '' };
      return customRangeProblem(range, unit) ? null : { kind: 'custom', ...range };
    }
    default:
      return null;
  }
}

/** The search params that keep `period` in the link (others set to null are removed). */
export function periodParams(period: ReportPeriod): Record<string, string | null> {
  const none = { month: null, quarter: null, year: null, from: null, to: null };
  switch (period.kind) {
    case 'month':
      return { period: 'month', ...none, month: period.month };
    case 'quarter':
      return { period: 'quarter', ...none, quarter: period.quarter };
    case 'year':
      return { period: 'year', ...none, year: period.year };
    case 'custom':
      return { period: 'custom', ...none, from: period.from, to: period.to };
  }
}

/**
 * The period of another kind around the one shown: its last month's month, quarter or year,
 * or as a custom range the days or months it covers now.
 */
export function switchPeriodKind(
  period: ReportPeriod,
  kind: PeriodKind,
  unit: PeriodUnit,
  today: string,
): ReportPeriod {
  const range = periodRange(period, unit, today);
  const lastMonth = monthOf(range.to);
  switch (kind) {
    case 'month':
      return { kind, month: lastMonth };
    case 'quarter':
      return { kind, quarter: quarterOf(lastMonth) };
    case 'year':
      return { kind, year: lastMonth.slice(0, 4) };
    case 'custom':
      return { kind, ...range };
  }
}

/** The months a picker offers, newest first: this one back `count`, and `chosen` if older. */
export function monthChoices(today: string, chosen?: string, count = 36): string[] {
  const months = Array.from({ length: count }, (_, i) => monthsAfter(monthOf(today), -i));
  return withChosen(months, chosen);
}

/** The quarters offered, newest first: this one back three years, and `chosen` if older. */
export function quarterChoices(today: string, chosen?: string, count = 12): string[] {
  const first = `${quarterMonths(quarterOf(today)).from}`;
  const quarters = Array.from({ length: count }, (_, i) => quarterOf(monthsAfter(first, -3 * i)));
  return withChosen(quarters, chosen);
}

/** The years offered, newest first: this one back five, and `chosen` if older. */
export function yearChoices(today: string, chosen?: string, count = 6): string[] {
  const year = Number(today.slice(0, 4));
  return withChosen(
    Array.from({ length: count }, (_, i) => String(year - i)),
    chosen,
  );
}

function withChosen(choices: string[], chosen?: string): string[] {
  return chosen === undefined || choices.includes(chosen) ? choices : [...choices, chosen];
}
