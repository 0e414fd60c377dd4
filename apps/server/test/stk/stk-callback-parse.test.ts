import { describe, expect, it } from 'vitest';
import { parseStkCallback } from '../../src/integrations/mpesa/daraja-stk-callback.js';
import { stkCallbackBody } from './stk-fixtures.js';

describe('parseStkCallback', () => {
  it('keeps a receipt of letters and digits only, upper-cased', () => {
    const read = (receipt: string) =>
      parseStkCallback(stkCallbackBody('ws_CO_1', { code: 0, amount: 10, receipt }))?.receiptNumber;
    expect(read('sgh7xk2p4l')).toBe('SGH7XK2P4L');
    // Not an M-PESA receipt: too long for the column, or not letters and digits.
    expect(read('A'.repeat(33))).toBeUndefined();
    expect(read("X' OR 1=1")).toBeUndefined();
  });
});
