import { paybillAccount } from '@rental/shared/account-ref';
import type { Language } from '@rental/shared/enums';
import { paybillNotSetWords } from '@rental/shared/invoice-message';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { centsToKes, formatKes } from '@rental/shared/money';
import type { Payee } from '../organization/index.js';
import { lateFeeTexts } from '../sms/index.js';
import { tenantGreetingName, type TenantNameFields } from '@rental/shared/tenant-name';

/**
 * The SMS telling a tenant of the late fees just charged, what they owe now and where to pay,
 * in their language (sms/templates/late-fee.ts): the overdue invoice and the fee's number for
 * one fee, a count and a total for several.
 */
export function lateFeeNotice(facts: {
  tenant: TenantNameFields & { house_number: string };
  payee: Payee;
  /** The fees told of, each with its overdue invoice ("INV-000123"). */
  fees: readonly { overdue: string; cents: number }[];
  /** The (last) fee's own invoice number. */
  number: number;
  /** What the tenant owes with these fees, in cents. */
  balanceCents: number;
  language: Language;
}): string {
  const words = lateFeeTexts[facts.language];
  const kes = (cents: number) => formatKes(centsToKes(cents));
  const total = facts.fees.reduce((sum, fee) => sum + fee.cents, 0);
  const what =
    facts.fees.length === 1
      ? words.one({
          overdue: facts.fees[0]!.overdue,
          fee: kes(total),
          number: invoiceNumberLabel(facts.number),
        })
      : words.many({ count: facts.fees.length, total: kes(total) });
  return words.text({
    firstname: tenantGreetingName(facts.tenant),
    what,
    balance: kes(facts.balanceCents),
    paybill: facts.payee.paybill ?? paybillNotSetWords[facts.language],
    account: paybillAccount(facts.tenant.house_number, facts.payee.bankAccountNumber),
    landlord: facts.payee.name,
  });
}
