import { describe, expect, it } from 'vitest';
import { formatAmountInput, parseAmountInput } from './amount-input.js';
import { kesAmount, meterReading } from './schemas/amounts.js';

describe('amounts as Kenyans type them', () => {
  it.each([
    ['8000', 8000],
    ['8,000', 8000],
    ['8 000', 8000],
    ['8\u00a0000', 8000],
    ['8000.50', 8000.5],
    ['8,000.5', 8000.5],
    ['KES 8,000', 8000],
    ['Ksh 8,000', 8000],
    ['Kshs. 8,000', 8000],
    ['ksh8000', 8000],
    ['Sh. 8,000/=', 8000],
    ['8,000/-', 8000],
    ['1,250,000', 1_250_000],
    [' 15000 ', 15000],
    ['.5', 0.5],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmountInput(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['8,00', 'notANumber'],
    ['80,00,000', 'notANumber'],
    ['8,000 000', 'notANumber'],
    ['eight', 'notANumber'],
    ['8000.', 'notANumber'],
    ['8.000.50', 'notANumber'],
    ['12e3', 'notANumber'],
    ['USD 800', 'notANumber'],
    ['8000.505', 'tooManyDecimals'],
    ['8,000.125', 'tooManyDecimals'],
    ['   ', 'empty'],
  ])('refuses %j: %s', (text, problem) => {
    expect(parseAmountInput(text)).toEqual({ ok: false, problem });
  });

  it('reads a minus sign, for the schema to refuse with its own message', () => {
    expect(parseAmountInput('-KES 500')).toEqual({ ok: true, value: -500 });
    expect(kesAmount('Please enter amount').safeParse('-500').error?.issues[0]?.message).toBe(
      'Amount cannot be negative',
    );
  });

  it('takes no currency word in a meter reading', () => {
    expect(parseAmountInput('KES 12', { currency: false }).ok).toBe(false);
    expect(meterReading.parse('1,234.5')).toBe(1234.5);
  });

  it('gives each mistake its own message in the shared schema', () => {
    const amount = kesAmount('Please enter amount');
    expect(amount.parse('KES 8,000')).toBe(8000);
    expect(amount.parse(8000.5)).toBe(8000.5);
    expect(amount.safeParse('').error?.issues[0]?.message).toBe('Please enter amount');
    expect(amount.safeParse('8 thousand').error?.issues[0]?.message).toMatch(/^Not a number/);
    expect(amount.safeParse('8000.123').error?.issues[0]?.message).toMatch(/^Too many decimals/);
    expect(amount.safeParse(8000.123).error?.issues[0]?.message).toMatch(/^Too many decimals/);
  });

  it('shows what was typed formatted, and leaves a mistake as typed', () => {
    expect(formatAmountInput('KES 8000')).toBe('8,000');
    expect(formatAmountInput('8000.5')).toBe('8,000.50');
    expect(formatAmountInput('8 thousand')).toBe('8 thousand');
    expect(formatAmountInput('-5')).toBe('-5');
  });
});
