import type { APIRequestContext } from '@playwright/test';
import { operatorPhones } from './operators';
import type { ScreenLanguage } from './say';
import { call, signUpThroughApi } from './seeded-account';

/** An operator (OPERATOR_PHONES) for the console's screens. */
export interface SeededOperator {
  token: string;
  /**
   * The seeded landlord's phone: the organizations screen opens searched for it, so it shows
   * the seeded organization, not whatever the journeys running beside it have just made.
   */
  search: string;
  /** Where the screens check opens the inbox (filtered to this language's request). */
  inbox: string;
}

/** What the seeded landlord writes asking about Enterprise, and the operator's notes on it. */
const typed = {
  en: { message: 'We manage 40 houses in Kilimani and Kasarani. Please call me on Monday.' },
  sw: {
    message: 'Tunasimamia nyumba 40 Kilimani na Kasarani. Tafadhali nipigie Jumatatu.',
    notes: 'Nimempigia simu; tutakutana Ijumaa.',
  },
} as const;

interface Inbox {
  requests: { id: string; phonenumber: string }[];
}

/**
 * Signs up the language's operator, done with onboarding, and has the landlord ask about
 * Enterprise. Both languages are seeded on one server, so their inboxes are the same: the
 * Kiswahili operator moves its request to Contacted and its screens open the inbox filtered
 * to that status, where no English typed by the English seed (or a journey) shows.
 */
export async function seedOperator(
  api: APIRequestContext,
  language: ScreenLanguage,
  landlord: { token: string; phonenumber: string },
): Promise<SeededOperator> {
  const { token } = await signUpThroughApi(api, {
    firstname: 'Otieno',
    lastname: 'Ouma',
    phonenumber: language === 'en' ? operatorPhones.screensEn : operatorPhones.screensSw,
    email: 'otieno@example.co.ke',
    accounttype: 'Landlord',
    pin: '2580',
  });
  await call(api, token, 'PUT', '/api/user/language', { language });
  await call(api, token, 'PUT', '/api/onboarding/progress', { step: 'done' });
  await call(api, landlord.token, 'POST', '/api/subscriptionsettings/contact', {
    name: 'Amina Wanjiru',
    phonenumber: landlord.phonenumber,
    email: 'amina@example.co.ke',
    message: typed[language].message,
  });
  const operator = { token, search: landlord.phonenumber, inbox: '/operator/contact-requests' };
  if (language === 'en') return operator;

  const inbox = await call<Inbox>(api, token, 'GET', '/api/operator/contact-requests?status=new');
  const request = inbox.requests.find((r) => r.phonenumber === landlord.phonenumber);
  if (!request) throw new Error('The seeded contact request is not in the inbox');
  await call(api, token, 'PUT', `/api/operator/contact-requests/${request.id}`, {
    status: 'contacted',
    notes: typed.sw.notes,
  });
  return { ...operator, inbox: `${operator.inbox}?status=contacted` };
}
