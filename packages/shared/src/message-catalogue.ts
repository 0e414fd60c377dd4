import { alertMessagesSw, pinResetMessagesSw } from './alert-messages-sw.js';
import type { Language } from './enums.js';
import { errorMessages } from './error-messages.js';
import { errorMessagesSw } from './error-messages-sw.js';
import {
  catalogueText,
  formatMessage,
  type MessageParams,
  type TextKey,
} from './format-message.js';
import { alertMessages, pinResetMessages, validationMessages } from './messages.js';
import { validationMessagesSw } from './messages-sw.js';
import {
  chargeMessagesSw,
  documentMessagesSw,
  lateFeeMessagesSw,
  leaseMessagesSw,
  noticeMessagesSw,
  repairMessagesSw,
  organizationProfileMessagesSw,
  reminderMessagesSw,
  tenancyMessagesSw,
  tenantPageMessagesSw,
} from './schema-messages-sw.js';
import {
  chargeMessages,
  documentMessages,
  lateFeeMessages,
  leaseMessages,
  noticeMessages,
  repairMessages,
  organizationProfileMessages,
  reminderMessages,
  tenancyMessages,
  tenantPageMessages,
} from './schema-messages.js';
import { stkStatusMessages } from './stk-status-messages.js';
import { stkStatusMessagesSw } from './stk-status-messages-sw.js';
import { teamMessages } from './team-messages.js';
import { teamMessagesSw } from './team-messages-sw.js';
import { whatsappMessages } from './whatsapp-messages.js';
import { whatsappMessagesSw } from './whatsapp-messages-sw.js';

export type { MessageParams } from './format-message.js';

/**
 * Every message the API answers errors (and STK push statuses) with, by namespace, in each
 * language. A message's key
 * is `<namespace>.<key>` ("validation.phoneRequired", "error.pinLocked"): the stable name a
 * client may word itself, whatever the language of the text beside it. Earlier namespaces win
 * when two hold the same English text.
 */
const english = {
  validation: validationMessages,
  alert: alertMessages,
  pinReset: pinResetMessages,
  team: teamMessages,
  tenancy: tenancyMessages,
  charges: chargeMessages,
  lateFees: lateFeeMessages,
  reminders: reminderMessages,
  notices: noticeMessages,
  leases: leaseMessages,
  documents: documentMessages,
  repairs: repairMessages,
  tenantPage: tenantPageMessages,
  organizationProfile: organizationProfileMessages,
  error: errorMessages,
  stk: stkStatusMessages,
  whatsapp: whatsappMessages,
};

type Namespace = keyof typeof english;
type Catalogue<N extends Namespace> = Record<TextKey<(typeof english)[N]>, string>;

export const messageCatalogues: {
  [L in Language]: { [N in Namespace]: Catalogue<N> };
} = {
  en: english,
  sw: {
    validation: validationMessagesSw,
    alert: alertMessagesSw,
    pinReset: pinResetMessagesSw,
    team: teamMessagesSw,
    tenancy: tenancyMessagesSw,
    charges: chargeMessagesSw,
    lateFees: lateFeeMessagesSw,
    reminders: reminderMessagesSw,
    notices: noticeMessagesSw,
    leases: leaseMessagesSw,
    documents: documentMessagesSw,
    repairs: repairMessagesSw,
    tenantPage: tenantPageMessagesSw,
    organizationProfile: organizationProfileMessagesSw,
    error: errorMessagesSw,
    stk: stkStatusMessagesSw,
    whatsapp: whatsappMessagesSw,
  },
};

/** "pinLocked_one" and "pinLocked_other" are one message, "pinLocked", chosen by `count`. */
type WithoutPlural<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

export type MessageKey = {
  [N in Namespace]: `${N}.${WithoutPlural<TextKey<(typeof english)[N]>> & string}`;
}[Namespace];

/** A message by key, with the values its text names: what an error carries until answered. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

export function msg(key: MessageKey, params?: MessageParams): MessageRef {
  return params ? { key, params } : { key };
}

function catalogueOf(language: Language, key: string) {
  const dot = key.indexOf('.');
  const namespace = key.slice(0, dot) as Namespace;
  const catalogue: Readonly<Record<string, unknown>> | undefined =
    messageCatalogues[language][namespace];
  return { catalogue, name: key.slice(dot + 1) };
}

/**
 * The text of a message in `language` with its params filled in; the English text when the
 * language lacks it, the key itself when no language has it.
 */
export function messageText(language: Language, key: MessageKey, params?: MessageParams): string {
  for (const candidate of [language, 'en'] as const) {
    const { catalogue, name } = catalogueOf(candidate, key);
    const text = catalogue && catalogueText(catalogue, name, params);
    if (text !== undefined) return formatMessage(text, params);
  }
  return key;
}

/** A message's English text: for logs, and for texts not (yet) answered in other languages. */
export function englishText(message: MessageRef): string {
  return messageText('en', message.key, message.params);
}

let keysByText: Map<string, MessageKey> | undefined;

/**
 * The key of an English text that is a catalogue entry without params, as the shared zod
 * schemas and older services give messages: "Please enter phone number" →
 * "validation.phoneRequired". Undefined for any other text.
 */
export function messageKeyOf(text: string): MessageKey | undefined {
  if (!keysByText) {
    keysByText = new Map();
    for (const [namespace, catalogue] of Object.entries(english)) {
      for (const [name, value] of Object.entries(catalogue)) {
        if (typeof value !== 'string' || value.includes('{{') || /_(one|other)$/.test(name))
          continue;
        const key = `${namespace}.${name}` as MessageKey;
        if (!keysByText.has(value)) keysByText.set(value, key);
      }
    }
  }
  return keysByText.get(text);
}
