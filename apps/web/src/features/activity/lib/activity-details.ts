import { isPaymentSource, paymentSourceWords, type ActivityKind } from '@rental/shared/activity';
import { parseChanges } from '@rental/shared/activity-changes';
import { codedRentChangeReason } from '@rental/shared/rent-change-reasons';
import { invoiceTypes, transactionTypes } from '@rental/shared/enums';
import type { TFunction } from 'i18next';
import { formatDateParam } from '../../../lib/format-date';
import { invoiceTypeLabel, paymentModeLabel, transactionTypeLabel } from '../../../lib/type-labels';

/**
 * An entry's details in the reader's language. The server stores codes and values (and, in
 * entries written before this, a few English words and an English "changes" line): each is
 * worded here so no raw key, ISO date or English fragment reaches a Kiswahili reader.
 */

type Value = string | number | null;
type T = TFunction;

const invoiceTypeValues = new Set<unknown>(invoiceTypes);
const transactionTypeValues = new Set<unknown>(transactionTypes);
const paymentModeValues = new Set<unknown>(['Cash', 'Cheque', 'Bank', 'MPESA']);
// English words the server writes as values: an expense for no one rental, no plan yet.
const wholeOrganization = 'whole organization';
const freeTrial = 'free trial';

/** A field's value: a code's label, a date as the reader writes dates, or the value itself. */
export function valueText(field: string, value: Value, t: T): string {
  if (value === null || value === '' || value === '—') return '—';
  const text = String(value);
  const label = t(`activity:details.values.${field}.${text}`, { defaultValue: '' });
  if (label && typeof label === 'string') return label;
  if (text === 'true') return t('activity:details.values.yes');
  if (text === 'false') return t('activity:details.values.no');
  if (text === 'on' || text === 'off') return t(`activity:details.values.${text}`);
  if (text === wholeOrganization) return t('activity:details.values.wholeOrganization');
  if (text === freeTrial) return t('activity:details.values.freeTrial');
  if (invoiceTypeValues.has(text)) return invoiceTypeLabel(t, text);
  if (transactionTypeValues.has(text)) return transactionTypeLabel(t, text);
  if (paymentModeValues.has(text)) return paymentModeLabel(t, text);
  if (field === 'category') return t(`expenses:categories.${text}`, { defaultValue: text });
  if (field === 'housetype' || field === 'roomtype')
    return t(`rentals:houseTypes.${text}`, { defaultValue: text });
  return String(formatDateParam(text));
}

function fieldLabel(field: string, t: T): string {
  return t(`activity:details.fields.${field}`, {
    defaultValue: t('activity:details.fields.unknown'),
  });
}

export function changesText(text: string, t: T): string {
  return parseChanges(text)
    .map(({ field, before, after }) =>
      after === undefined
        ? t('activity:details.changedUnquoted', { field: fieldLabel(field, t) })
        : t('activity:details.changed', {
            field: fieldLabel(field, t),
            before: valueText(field, before ?? null, t),
            after: valueText(field, after, t),
          }),
    )
    .join('; ');
}

/** Where a payment came from: a code (with its payment mode), or an older entry's English. */
function sourceText(details: Record<string, Value>, t: T): string {
  let source = details.source;
  let mode = details.paymentmode ?? null;
  if (!isPaymentSource(source)) {
    const text = String(source ?? '');
    const found = Object.entries(paymentSourceWords).find(
      ([, words]) => text === words || text.endsWith(`, ${words}`),
    );
    if (!found) return text;
    source = found[0];
    if (text !== found[1]) mode = text.slice(0, -`, ${found[1]}`.length);
  }
  const words = t(`activity:details.sources.${source}`);
  if (mode === null) return words;
  return t('activity:details.sourceWithMode', {
    mode: valueText('paymentmode', mode, t),
    source: words,
  });
}

/** A move's meter: "M-1 (final 1234.5) → M-9 (opening 20)", the readings' words translated. */
function meterText(value: string, t: T): string {
  return value
    .replace(/\(final ([^)]+)\)/, (_, reading: string) =>
      t('activity:details.finalReading', { reading }),
    )
    .replace(/\(opening ([^)]+)\)/, (_, reading: string) =>
      t('activity:details.openingReading', { reading }),
    );
}

/** A move's old house: "B1 (Single Room, Jua Court)", the room type translated. */
function fromHouseText(value: string, t: T): string {
  return value.replace(/\(([^,]+), /, (_, type: string) => `(${valueText('roomtype', type, t)}, `);
}

/** A rent change's reason: a lease's rise or renewal in the reader's words, else as typed. */
function rentReasonText(value: string, t: T): string {
  const coded = codedRentChangeReason({ reason: value });
  if (!coded) return value;
  const params = Object.fromEntries(
    Object.entries(coded.reasonparams).map(([name, date]) => [name, formatDateParam(date)]),
  );
  return t(`tenants:rentHistory.reasons.${coded.reasoncode}`, params);
}

/** One detail as the reader's language words it, knowing the entry's kind. */
export function detailText(
  kind: ActivityKind,
  name: string,
  details: Record<string, Value>,
  t: T,
): string | number {
  const value = details[name] ?? null;
  if (value === null) return '—';
  if (typeof value === 'number') return value;
  if (name === 'changes') return changesText(value, t);
  if (kind === 'payment_recorded' && name === 'source') return sourceText(details, t);
  if (kind === 'credit_note_issued' && name === 'invoice') {
    const number = /INV-\d+/.exec(value)?.[0];
    return number ? t('activity:details.onInvoice', { invoice: number }) : '';
  }
  if (kind === 'data_exported' && name === 'what')
    return t(`activity:details.exported.${value}`, { defaultValue: value });
  if (kind === 'month_reopened' && name === 'filed') {
    if (value === 'none') return t('activity:details.values.none');
    return value.replace(/KRA return (\S+)/g, (_, prn: string) =>
      t('activity:details.kraReturn', { prn }),
    );
  }
  if (kind === 'sms_balance_answered' && name === 'balance')
    return value.replace(/(\S+ [\d,.]+) \(house ([^)]+)\)/g, (_, balance: string, house: string) =>
      t('activity:details.houseBalance', { balance, house }),
    );
  if (kind === 'member_role_changed' && (name === 'before' || name === 'after'))
    return t(`activity:roles.${value}`, { defaultValue: value });
  if (kind === 'status_changed' && (name === 'before' || name === 'after'))
    return valueText('status', value, t);
  if (kind === 'contact_request_updated' && name === 'status')
    return valueText('contactstatus', value, t);
  if (kind === 'tenant_moved' && name === 'meter') return meterText(value, t);
  if (kind === 'rent_changed' && name === 'reason') return rentReasonText(value, t);
  if (kind === 'tenant_moved' && name === 'from') return fromHouseText(value, t);
  if (name === 'mode') return valueText('paymentmode', value, t);
  return valueText(name, value, t);
}
