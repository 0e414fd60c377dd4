import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SentInvoice } from '@rental/shared/schemas/invoices';
import { useTranslation } from 'react-i18next';
import { invoiceDescriptionLabel } from '../../../lib/statement-line-text';
import { invoiceNote, invoiceTypeLabel } from '../../../lib/type-labels';

/**
 * An invoice's type, and under it what a one-off charge is for or which invoice a late fee
 * follows: "One-off Charge" alone would not tell the landlord which bill it is.
 */
export function InvoiceTypeCell({ data }: { data: SentInvoice['invoicedata'] }) {
  const { t } = useTranslation();
  // In the app's language when the server wrote it (a late fee's, final water's).
  const note = invoiceNote(data) && invoiceDescriptionLabel(t, data);
  return (
    <Box sx={{ display: 'grid', lineHeight: 1.3, alignContent: 'center', height: '100%' }}>
      <Typography variant="body2" noWrap>
        {invoiceTypeLabel(t, data.invoicetype)}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary" noWrap title={note}>
          {note}
        </Typography>
      )}
    </Box>
  );
}
