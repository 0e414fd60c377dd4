import { describe, expect, it } from 'vitest';
import {
  customRangeProblem,
  periodParams,
  periodRange,
  quarterChoices,
  readPeriod,
  switchPeriodKind,
  type ReportPeriod,
} from './report-period';

const today = '2026-11-20';
const read = (search: string, unit: 'days' | 'months') =>
  readPeriod(new URLSearchParams(search), unit, today);

describe('report periods', () => {
  it('turns each kind into the days or months the API asks for, never past today', () => {
    const cases: [ReportPeriod, string, string, string, string][] = [
      [{ kind: 'month', month: '2026-02' }, '2026-02-01', '2026-02-28', '2026-02', '2026-02'],
      [{ kind: 'month', month: '2026-11' }, '2026-11-01', today, '2026-11', '2026-11'],
      [{ kind: 'quarter', quarter: '2026-Q1' }, '2026-01-01', '2026-03-31', '2026-01', '2026-03'],
      [{ kind: 'quarter', quarter: '2026-Q4' }, '2026-10-01', today, '2026-10', '2026-11'],
      [{ kind: 'year', year: '2025' }, '2025-01-01', '2025-12-31', '2025-01', '2025-12'],
      [{ kind: 'year', year: '2026' }, '2026-01-01', today, '2026-01', '2026-11'],
    ];
    for (const [period, fromDay, toDay, fromMonth, toMonth] of cases) {
      expect(periodRange(period, 'days', today)).toEqual({ from: fromDay, to: toDay });
      expect(periodRange(period, 'months', today)).toEqual({ from: fromMonth, to: toMonth });
    }
  });

  it("reads a link's period, and falls back to the report's default for anything else", () => {
    expect(read('period=quarter&quarter=2025-Q3', 'days')).toEqual({
      kind: 'quarter',
      quarter: '2025-Q3',
    });
    expect(read('period=custom&from=2026-01&to=2026-06', 'months')).toEqual({
      kind: 'custom',
      from: '2026-01',
      to: '2026-06',
    });
    const thisMonth = { kind: 'month', month: '2026-11' };
    const lastTwelve = { kind: 'custom', from: '2025-12', to: '2026-11' };
    expect(read('', 'days')).toEqual(thisMonth);
    expect(read('', 'months')).toEqual(lastTwelve);
    // A month to come, a malformed one, a backwards or too long range, days for months.
    expect(read('period=month&month=2027-01', 'days')).toEqual(thisMonth);
    expect(read('period=month&month=2026-13', 'days')).toEqual(thisMonth);
    expect(read('period=custom&from=2026-06-30&to=2026-06-01', 'days')).toEqual(thisMonth);
    expect(read('period=custom&from=2020-01&to=2026-01', 'months')).toEqual(lastTwelve);
    expect(read('period=custom&from=2026-01-01&to=2026-02-01', 'months')).toEqual(lastTwelve);
  });

  it('writes a period to the link and reads the same one back', () => {
    const periods: ReportPeriod[] = [
      { kind: 'month', month: '2026-03' },
      { kind: 'quarter', quarter: '2026-Q2' },
      { kind: 'year', year: '2024' },
      { kind: 'custom', from: '2026-01-15', to: '2026-02-14' },
    ];
    for (const period of periods) {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(periodParams(period))) {
        if (value) params.set(name, value);
      }
      expect(readPeriod(params, 'days', today)).toEqual(period);
    }
  });

  it('switches kind around the end of the period shown', () => {
    const shown: ReportPeriod = { kind: 'month', month: '2026-05' };
    expect(switchPeriodKind(shown, 'quarter', 'days', today)).toEqual({
      kind: 'quarter',
      quarter: '2026-Q2',
    });
    expect(switchPeriodKind(shown, 'year', 'days', today)).toEqual({ kind: 'year', year: '2026' });
    expect(switchPeriodKind(shown, 'custom', 'days', today)).toEqual({
      kind: 'custom',
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(switchPeriodKind({ kind: 'year', year: '2026' }, 'month', 'months', today)).toEqual({
      kind: 'month',
      month: '2026-11',
    });
  });

  it('says why a custom range cannot be asked for', () => {
    expect(customRangeProblem({ from: '2026-01-01', to: '' }, 'days')).toBe('incomplete');
    expect(customRangeProblem({ from: '2026-03-01', to: '2026-02-01' }, 'days')).toBe('backwards');
    // The API takes at most 60 months: December 2021 to November 2026, not from November.
    expect(customRangeProblem({ from: '2021-11', to: '2026-11' }, 'months')).toBe('tooLong');
    expect(customRangeProblem({ from: '2021-12', to: '2026-11' }, 'months')).toBeNull();
  });

  it('offers quarters newest first, back three years', () => {
    const quarters = quarterChoices(today);
    expect(quarters.slice(0, 5)).toEqual(['2026-Q4', '2026-Q3', '2026-Q2', '2026-Q1', '2025-Q4']);
    expect(quarters).toHaveLength(12);
    expect(quarterChoices(today, '2020-Q1').at(-1)).toBe('2020-Q1');
  });
});
