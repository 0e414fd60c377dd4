import { centsToKes } from '@rental/shared/money';
import type { Transaction, VerificationMethod } from '@rental/shared/schemas/transactions';
import { toTimestamp } from '@rental/shared/timestamp';
import type { TransactionRow } from './repository.js';
import { transactionReference } from '../ledger/index.js';

/**
 * A transaction as the screens and the spec's clients read it: fields picked one by one.
 * `verifiedBy`: how M-PESA's records confirmed its receipt (verifications.ts), if they did.
 */
export function toTransaction(row: TransactionRow, verifiedBy?: VerificationMethod): Transaction {
  const recorder =
    row.recorder_firstname !== null
      ? `${row.recorder_firstname} ${row.recorder_lastname ?? ''}`.trim()
      : row.recorded_by_name;
  return {
    transactionid: row.id,
    transactiondata: {
      date: toTimestamp(row.paid_at),
      tenantid: row.tenant_id ?? '',
      userid: row.recorded_by ?? '',
      amount: centsToKes(Number(row.amount_cents)),
      description: row.description,
      transactiontype: row.transaction_type,
      paymentmode: row.payment_mode,
    },
    reference: transactionReference(row.id),
    // A reversed payment let go of its receipt number (freed or moved): it still shows it.
    externalreference: row.external_reference ?? row.reversed_receipt,
    tenantname: row.tenant_name,
    housenumber: row.house_number ?? '',
    recordedby: recorder,
    deposit: centsToKes(Number(row.deposit_cents)),
    verified: verifiedBy !== undefined,
    verifiedby: verifiedBy ?? null,
    reversal:
      row.reversed_on === null
        ? null
        : {
            reason: row.reversal_reason ?? '',
            reversedon: row.reversed_on,
            by: row.reversed_by ?? '',
            movedto: row.replaced_by,
          },
  };
}
