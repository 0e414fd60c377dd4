import type { Language } from '@rental/shared/enums';

/**
 * The test SMS (POST /api/sms/test without a text of its own), in the language of the user
 * who sends it: they are the one who reads it. The web app's Settings → SMS words it the same.
 */
export const testMessageTexts: Record<Language, string> = {
  en: 'Test message from Rental Manager: your SMS settings work.',
  sw: 'Ujumbe wa majaribio kutoka Rental Manager: mipangilio yako ya SMS inafanya kazi.',
};
