import { paybillAccount } from '@rental/shared/account-ref';
import { paybillNotSet } from '@rental/shared/invoice-message';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { centsToKes, formatKes } from '@rental/shared/money';
import type { Payee } from '../ledger/payee.js';

/**
 * The SMS telling a tenant of the late fees just charged, what they owe now and where to pay:
 * the overdue invoice and the fee's number for one fee, a count and a total for several.
 */
export function lateFeeNotice(facts: {
  tenant: { firstname: string; house_number: string };
  payee: Payee;
  /** The fees told of, each with its overdue invoice ("INV-000123"). */
  fees: readonly { overdue: string; cents: number }[];
  /** The (last) fee's own invoice number. */
  number: number;
  /** What the tenant owes with these fees, in cents. */
  balanceCents: number;
}): string {
  const kes = (cents: number) => formatKes(centsToKes(cents));
  const total = facts.fees.reduce((sum, fee) => sum + fee.cents, 0);
  const what =
    facts.fees.length === 1
      ? `${facts.fees[0]!.overdue} is past its due date: a late fee of ${kes(total)} was added ` +
        `(${invoiceNumberLabel(facts.number)})`
      : `${facts.fees.length} of your invoices are past their due dates: late fees of ` +
        `${kes(total)} in all were added`;
  const account = paybillAccount(facts.tenant.house_number, facts.payee.bankAccountNumber);
  return (
    `Dear ${facts.tenant.firstname}, ${what}. You now owe ${kes(facts.balanceCents)}. ` +
    `Please pay via MPESA paybill ${facts.payee.paybill ?? paybillNotSet}, account ${account}. ` +
    facts.payee.name
  );
}
