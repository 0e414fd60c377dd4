import { todayInNairobi } from '@rental/shared/dates';
import { useSearchParams } from 'react-router';
import { useIsAgent } from '../../../lib/account-type';
import {
  periodParams,
  periodRange,
  readPeriod,
  type PeriodRange,
  type PeriodUnit,
  type ReportPeriod,
} from './report-period';

/** Every report's query: the period (when it has one), one rental, one of an agent's landlords. */
export interface ReportQuery {
  from?: string;
  to?: string;
  rentalid?: string;
  landlordid?: string;
}

/** The query string of a report's request: only what is set, always in the same order. */
export function reportQueryString(query: ReportQuery): string {
  const params = new URLSearchParams();
  for (const name of ['from', 'to', 'rentalid', 'landlordid'] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface ReportFilters {
  today: string;
  /** Null for a report of today's state (rent roll, occupancy): it has no period. */
  unit: PeriodUnit | null;
  period: ReportPeriod | null;
  range: PeriodRange | null;
  /** '' for all rentals. */
  rentalid: string;
  /** '' for all; always '' for a Landlord account. */
  landlordid: string;
  agent: boolean;
  query: ReportQuery;
  setPeriod: (period: ReportPeriod) => void;
  setRental: (rentalid: string) => void;
  /** A rental of another landlord is let go (`keepRental` false). */
  setLandlord: (landlordid: string, keepRental: boolean) => void;
}

/**
 * A report's filters, kept in the address so a report can be linked as it is shown:
 * ?period=…&rentalid=…&landlordid=…. The landlord filter is an agent's only.
 */
export function useReportFilters(unit: PeriodUnit | null): ReportFilters {
  const [params, setParams] = useSearchParams();
  const agent = useIsAgent();
  const today = todayInNairobi();
  const period = unit ? readPeriod(params, unit, today) : null;
  const range = period && unit ? periodRange(period, unit, today) : null;
  const rentalid = params.get('rentalid') ?? '';
  const landlordid = agent ? (params.get('landlordid') ?? '') : '';

  const update = (change: Record<string, string | null>) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [name, value] of Object.entries(change)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  return {
    today,
    unit,
    period,
    range,
    rentalid,
    landlordid,
    agent,
    query: { ...range, rentalid, landlordid },
    setPeriod: (next) => update(periodParams(next)),
    setRental: (next) => update({ rentalid: next }),
    setLandlord: (next, keepRental) =>
      update({ landlordid: next, ...(keepRental ? {} : { rentalid: null }) }),
  };
}
