import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { dueRuleWords } from './due-rule-words';

describe('a due rule in words', () => {
  const t = i18next.getFixedT(null, 'invoices');
  it('names the day of the month or the days after the invoice date', () => {
    expect(dueRuleWords(t, { rule: 'day_of_month', days: 5 })).toBe('Day 5 of the month');
    expect(dueRuleWords(t, { rule: 'days_after', days: 0 })).toBe('On the invoice date');
    expect(dueRuleWords(t, { rule: 'days_after', days: 1 })).toBe('1 day after the invoice date');
    expect(dueRuleWords(t, { rule: 'days_after', days: 14 })).toBe(
      '14 days after the invoice date',
    );
  });
});
