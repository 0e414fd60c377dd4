import type { InvoiceBill, PaymentReceipt } from '@rental/shared/schemas/bills';
import { apiRequest } from './api-client';

/** GET /api/invoice/{id}/bill: payee, brought forward, total due, status for the invoice PDF. */
export function getInvoiceBill(invoiceId: string): Promise<InvoiceBill> {
  return apiRequest(`/api/invoice/${encodeURIComponent(invoiceId)}/bill`);
}

/** GET /api/transactions/all-transactions/{id}/receipt: payee and balance after, for receipts. */
export function getPaymentReceipt(transactionId: string): Promise<PaymentReceipt> {
  return apiRequest(
    `/api/transactions/all-transactions/${encodeURIComponent(transactionId)}/receipt`,
  );
}
