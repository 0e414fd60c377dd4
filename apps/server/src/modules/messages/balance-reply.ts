import type { Language } from '@rental/shared/enums';
import { formatBalance, formatKes } from '@rental/shared/money';
import { smsLength } from '@rental/shared/sms-parts';

/**
 * The answer to BAL / SALIO, in the tenant's language: the balance of each house the number
 * rents, then how to pay (M-PESA paybill and the account to type) and whom to ask. Without a
 * paybill to pay to (none saved, or a former tenant whose house account may now be someone
 * else's) it says whom to contact instead: never a broken payment instruction. The templates
 * word a credit as every screen does (formatBalance: "In credit KES 500"). They
 * are GSM-7 and fit 2 SMS parts for typical names and amounts (balance-reply.test.ts); the
 * names filled in are made GSM-7 too, so one curly apostrophe cannot double the cost.
 */

export interface HouseBalance {
  house: string;
  /** What to type as the account number (paybillAccount). */
  account: string;
  /** KES; negative when the tenant paid ahead. */
  balance: number;
}

export interface BalanceReplyFacts {
  language: Language;
  firstname: string;
  houses: HouseBalance[];
  /** null: tell the tenant to contact the landlord to pay. */
  paybill: string | null;
  landlord: { name: string; phone: string };
}

interface Texts {
  dear: (name: string) => string;
  one: (house: string, balance: number) => string;
  many: (lines: string) => string;
  line: (house: string, balance: number) => string;
  pay: (paybill: string, accounts: string) => string;
  accountFor: (account: string, house: string) => string;
  contact: (landlord: string) => string;
  queries: (landlord: string) => string;
}

const english: Texts = {
  dear: (name) => `Dear ${name}, `,
  one: (house, balance) =>
    balance > 0
      ? `your balance for house ${house} is ${formatKes(balance)}.`
      : balance < 0
        ? `your balance for house ${house}: ${formatBalance(balance, 'en')}, nothing to pay.`
        : `your balance for house ${house} is KES 0: nothing to pay.`,
  many: (lines) => `your balances: ${lines}.`,
  line: (house, balance) =>
    balance < 0
      ? `house ${house} ${formatBalance(balance, 'en')}`
      : `house ${house} ${formatKes(balance)}`,
  pay: (paybill, accounts) => ` Pay via M-PESA paybill ${paybill}, account ${accounts}.`,
  accountFor: (account, house) => `${account} for house ${house}`,
  contact: (landlord) => ` To pay, contact ${landlord}.`,
  queries: (landlord) => ` Queries: ${landlord}.`,
};

const kiswahili: Texts = {
  dear: (name) => `Mpendwa ${name}, `,
  one: (house, balance) =>
    balance > 0
      ? `salio lako la nyumba ${house} ni ${formatKes(balance)}.`
      : balance < 0
        ? `salio lako la nyumba ${house}: ${formatBalance(balance, 'sw')}, huna deni.`
        : `salio lako la nyumba ${house} ni KES 0: huna deni.`,
  many: (lines) => `salio lako: ${lines}.`,
  line: (house, balance) =>
    balance < 0
      ? `nyumba ${house} ${formatBalance(balance, 'sw')}`
      : `nyumba ${house} ${formatKes(balance)}`,
  pay: (paybill, accounts) =>
    ` Lipa kupitia M-PESA, nambari ya paybill ${paybill}, nambari ya akaunti ${accounts}.`,
  accountFor: (account, house) => `${account} kwa nyumba ${house}`,
  contact: (landlord) => ` Kulipa, wasiliana na mwenye nyumba ${landlord}.`,
  queries: (landlord) => ` Maswali: ${landlord}.`,
};

const textsOf: Record<Language, Texts> = { en: english, sw: kiswahili };

export function balanceReply(facts: BalanceReplyFacts): string {
  const t = textsOf[facts.language];
  const houses = facts.houses.map((h) => ({ ...h, house: gsmSafe(h.house) }));
  const [first] = houses;
  if (!first) throw new Error('A balance reply needs a house');
  const landlord = [gsmSafe(facts.landlord.name), facts.landlord.phone].filter(Boolean).join(', ');

  const balances =
    houses.length === 1
      ? t.one(first.house, first.balance)
      : t.many(houses.map((h) => t.line(h.house, h.balance)).join('; '));
  let howToPay: string;
  if (facts.paybill) {
    const accounts =
      houses.length === 1
        ? gsmSafe(first.account)
        : houses.map((h) => t.accountFor(gsmSafe(h.account), h.house)).join(', ');
    howToPay = t.pay(facts.paybill, accounts) + t.queries(landlord);
  } else {
    howToPay = t.contact(landlord);
  }
  return t.dear(gsmSafe(facts.firstname)) + balances + howToPay;
}

const lookalikes: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u00a0': ' ',
};

/**
 * A name as GSM-7 can carry it: accents dropped where GSM-7 lacks the letter (ũ → u), curly
 * quotes and dashes made straight, anything else left out.
 */
export function gsmSafe(value: string): string {
  let safe = '';
  for (const char of value) {
    const plain = lookalikes[char] ?? char;
    if (smsLength(plain).encoding === 'GSM-7') {
      safe += plain;
      continue;
    }
    const stripped = plain.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (stripped && smsLength(stripped).encoding === 'GSM-7') safe += stripped;
  }
  return safe.trim();
}
