import { validationMessages } from '@rental/shared/messages';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateMessage } from './translate-message';

describe('translateMessage', () => {
  it('looks a shared validation message up by its key', () => {
    i18n.addResource('en', 'validation', 'phoneLength', 'Wrong number of digits');
    try {
      expect(translateMessage(validationMessages.phoneLength, i18n.t)).toBe(
        'Wrong number of digits',
      );
    } finally {
      i18n.addResource('en', 'validation', 'phoneLength', validationMessages.phoneLength);
    }
  });

  it('keeps any other text as it is', () => {
    expect(translateMessage('Wrong phone number or PIN', i18n.t)).toBe('Wrong phone number or PIN');
  });
});
