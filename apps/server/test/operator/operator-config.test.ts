import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

// OPERATOR_PHONES names the operators, in any form people write a Kenyan mobile; each is kept
// as users' phones are stored, so a sign-up with 07... matches +254... in the variable.

describe('OPERATOR_PHONES', () => {
  it('is empty when unset: nobody is an operator', () => {
    expect(loadConfig({}).operatorPhones).toEqual([]);
  });

  it('takes numbers separated by commas, in any usual form, once each', () => {
    const config = loadConfig({
      OPERATOR_PHONES: '0712345678, +254 722 000 111,254110222333,0712345678,',
    });
    expect(config.operatorPhones).toEqual(['0712345678', '0722000111', '0110222333']);
  });

  it.each(['0712', 'operator', '07123456789', '+1 555 0100', '0201234567'])(
    'stops start-up naming the variable and the entry: %s',
    (value) => {
      expect(() => loadConfig({ OPERATOR_PHONES: value })).toThrow(ConfigError);
      expect(() => loadConfig({ OPERATOR_PHONES: value })).toThrow(/OPERATOR_PHONES must be/);
    },
  );
});
