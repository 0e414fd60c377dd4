import { paybillAccount } from '@rental/shared/account-ref';
import type { BillPayee } from '@rental/shared/schemas/bills';
import type { Statement } from '@rental/shared/schemas/ledger';
import { getPayee } from '../../../entities/organization/payee';
import { buildStatementPdf } from '../../../lib/pdf/statement-pdf';
import { savePdf } from '../../../lib/pdf/pdf-layout';

/** Builds the statement with the landlord's details and downloads it. */
export async function downloadStatementPdf(statement: Statement) {
  const payee = await getPayee();
  const bill: BillPayee = {
    name: payee.name,
    phone: payee.phone,
    paybill: payee.paybill,
    account: paybillAccount(statement.tenant.housenumber, payee.accountnumber),
  };
  const kind = statement.tenant.status === 'former' ? 'final-statement' : 'statement';
  savePdf(await buildStatementPdf(statement, bill), `${kind}-${statement.tenant.name}`);
}
