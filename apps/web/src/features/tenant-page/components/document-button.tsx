import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { describeError } from '../../../lib/describe-error';

/** The PDF makers, fetched with jsPDF on the first download only: the page stays light. */
const documents = () => import('../lib/page-documents');

export type PageDocument = 'invoice' | 'receipt';

/** "Invoice (PDF)" or "Receipt (PDF)" of one statement line: fetched, made and downloaded. */
export function DocumentButton({
  token,
  kind,
  reference,
  label,
}: {
  token: string;
  kind: PageDocument;
  /** What the document is opened by (the statement line's `reference`). */
  reference: string;
  /** What people know it by: its invoice number or receipt code, or its day (issue 30). */
  label: string;
}) {
  const { t } = useTranslation('tenantPage');
  const { showAlert } = useAlert();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { downloadPageInvoice, downloadPageReceipt } = await documents();
      await (kind === 'invoice' ? downloadPageInvoice : downloadPageReceipt)(token, reference);
    } catch (error) {
      showAlert(describeError(error, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfOutlinedIcon />}
      disabled={busy}
      aria-label={t(`statement.${kind}PdfLabel`, { reference: label })}
      onClick={() => void download()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t(`statement.${kind}Pdf`)}
    </Button>
  );
}

/** The document a statement line has: an invoice's, a payment's receipt, or none. */
export function documentOf(kind: string, reference: string): PageDocument | undefined {
  if (!reference) return undefined;
  if (kind === 'invoice' || kind === 'charge') return 'invoice';
  if (kind === 'payment' || kind === 'received') return 'receipt';
  return undefined;
}
