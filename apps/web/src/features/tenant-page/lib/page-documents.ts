import type { BillPayee } from '@rental/shared/schemas/bills';
import type { Statement } from '@rental/shared/schemas/ledger';
import type { PublicTenantPage } from '@rental/shared/schemas/tenant-page';
import { buildInvoicePdf } from '../../../lib/pdf/invoice-pdf';
import { savePdf } from '../../../lib/pdf/pdf-layout';
import { shownReference } from '../../../lib/payment-reference';
import { buildReceiptPdf } from '../../../lib/pdf/receipt-pdf';
import { buildStatementPdf } from '../../../lib/pdf/statement-pdf';
import { getPageInvoice } from '../api/get-page-invoice';
import { getPageReceipt } from '../api/get-page-receipt';

// The tenant's PDFs are the landlord's own (lib/pdf), made in the browser in the page's
// language (i18next's `pdf` namespace follows it); jsPDF is fetched on the first one.

/** The landlord and where to pay, as every bill prints them. */
function payeeOf(page: PublicTenantPage): BillPayee {
  return {
    name: page.landlord.name,
    phone: page.landlord.phone,
    paybill: page.payto.paybill,
    account: page.payto.account,
  };
}

/** The page's data as the statement PDF reads it (the tenant's phone is not on the page). */
function statementOf(page: PublicTenantPage): Statement {
  const { tenant } = page;
  return {
    tenant: {
      tenantid: '',
      name: tenant.name,
      phonenumber: '',
      housenumber: tenant.housenumber,
      rentalname: tenant.rentalname,
      status: tenant.status,
      moveindate: tenant.moveindate,
      moveoutdate: tenant.moveoutdate,
    },
    entries: page.statement,
    balance: page.balance,
    deposit: page.deposit,
  };
}

export async function downloadPageStatement(page: PublicTenantPage) {
  const kind = page.tenant.status === 'former' ? 'final-statement' : 'statement';
  const doc = await buildStatementPdf(statementOf(page), payeeOf(page));
  savePdf(doc, `${kind}-${page.tenant.name}`);
}

export async function downloadPageInvoice(token: string, reference: string) {
  const { invoice, bill } = await getPageInvoice(token, reference);
  savePdf(await buildInvoicePdf(invoice, bill), `invoice-${bill.invoicenumber}`);
}

export async function downloadPageReceipt(token: string, reference: string) {
  const { transaction, receipt } = await getPageReceipt(token, reference);
  savePdf(
    await buildReceiptPdf(transaction, receipt),
    `receipt-${shownReference(transaction) || transaction.housenumber}`,
  );
}
