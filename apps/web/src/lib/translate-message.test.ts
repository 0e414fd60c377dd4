import { validationMessages } from '@rental/shared/messages';
import { tenancyMessagesSw } from '@rental/shared/schema-messages-sw';
import { tenancyMessages } from '@rental/shared/schemas/tenancy';
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

  it("gives another shared catalogue's message (a tenancy form's) in the app's language", async () => {
    await i18n.changeLanguage('sw');
    try {
      expect(translateMessage(tenancyMessages.amountRequired, i18n.t)).toBe(
        tenancyMessagesSw.amountRequired,
      );
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(translateMessage(tenancyMessages.amountRequired, i18n.t)).toBe(
      'Please enter the amount',
    );
  });

  it('keeps any other text as it is', () => {
    expect(translateMessage('Wrong phone number or PIN', i18n.t)).toBe('Wrong phone number or PIN');
  });
});
