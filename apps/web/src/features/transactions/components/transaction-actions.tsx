import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import type { Transaction } from '@rental/shared/schemas/transactions';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paymentLabel } from '../../../lib/payment-reference';
import { downloadInvoicePdf } from '../../../lib/pdf/invoice-pdf';
import { downloadReceiptPdf } from '../../../lib/pdf/receipt-pdf';
import { useDownload } from './use-download';

/** A transaction's view link (the modal over the list, filters kept) and its receipt PDF. */
export function TransactionActions({ row }: { row: Transaction }) {
  const { t } = useTranslation('transactions');
  const { search } = useLocation();
  const download = useDownload();
  return (
    <>
      <IconButton
        component={Link}
        to={`/transaction/${encodeURIComponent(row.transactionid)}${search}`}
        size="small"
        aria-label={t('list.view', { reference: paymentLabel(row) })}
      >
        <VisibilityOutlinedIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('list.receipt', { reference: paymentLabel(row) })}
        onClick={() => void download(() => downloadReceiptPdf(row))}
      >
        <PictureAsPdfOutlinedIcon fontSize="small" />
      </IconButton>
    </>
  );
}

/** A sent invoice's PDF (spec section 3 layout). */
export function InvoicePdfButton({ row }: { row: SentInvoice }) {
  const { t } = useTranslation('transactions');
  const download = useDownload();
  return (
    <IconButton
      size="small"
      aria-label={t('list.invoicePdf', {
        number: invoiceNumberLabel(row.invoicedata.invoicenumber),
      })}
      onClick={() => void download(() => downloadInvoicePdf(row))}
    >
      <PictureAsPdfOutlinedIcon fontSize="small" />
    </IconButton>
  );
}
