import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { formatKes } from '@rental/shared/money';
import type { CreditNoteBody } from '@rental/shared/schemas/tenancy';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { SelectField } from '../../../components/form/select-field';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useCreateCreditNote } from '../api/create-credit-note';
import { useUnpaidInvoices, type UnpaidInvoice } from '../api/get-unpaid-invoices';
import { creditLimit, creditNoteFormSchema } from '../lib/credit-note-form';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import type { TFunction } from 'i18next';
import { formatMonth } from '../../../lib/format-date';
import { invoiceDescriptionLabel } from '../../../lib/statement-line-text';
import { invoiceTypeLabel } from '../../../lib/type-labels';

const reasonMax = 300;

/** What names an invoice in the picker: "INV-000042 · Rental Invoice Bill, November 2026". */
function invoiceName({ invoice }: UnpaidInvoice, t: TFunction) {
  const { invoicenumber, invoicetype } = invoice.invoicedata;
  const description = invoiceDescriptionLabel(t, invoice.invoicedata);
  // The type and month in the app's language; the landlord's own words as typed.
  const named = `${invoiceTypeLabel(t, invoicetype)}, ${formatMonth(invoice.billingdate.slice(0, 7))}`;
  return `${invoiceNumberLabel(invoicenumber)} · ${description || named}`;
}

/**
 * A credit note: forgives an amount, for a reason, taken off one unpaid invoice or (without
 * one) off the oldest charges. The most it can be is said under the amount and checked as the
 * landlord types; the server's refusals show under the fields.
 */
export function CreditNoteDialog({
  tenant,
  onClose,
}: {
  tenant: TenantDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('tenants');
  const { showAlert } = useAlert();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const invoices = useUnpaidInvoices(tenant.tenantid);
  const rows = useMemo(() => invoices.data ?? [], [invoices.data]);
  // A credit note is for roles that see balances (money.write): the server always gives it.
  const owed = tenant.balance ?? 0;
  const schema = useMemo(() => creditNoteFormSchema(rows, owed), [rows, owed]);
  const createCreditNote = useCreateCreditNote(tenant.tenantid);
  const { control, handleSubmit, setError, formState } = useForm<CreditNoteBody>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: '', reason: '', invoiceid: '' },
  });
  const invoiceId = useWatch({ control, name: 'invoiceid' }) ?? '';
  const reason = useWatch({ control, name: 'reason' }) ?? '';
  const limit = creditLimit(invoiceId, rows, owed);
  const name = tenantDisplayName(tenant.tenantdata);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { creditnote } = await createCreditNote.mutateAsync(body);
      onClose();
      showAlert(t('creditNote.done', { amount: formatKes(creditnote.amount), name }));
    } catch (error) {
      setServerFieldErrors(error, setError, ['amount', 'reason', 'invoiceid']);
    }
  });
  // A refusal without a field (another rule, a lost connection) shows above the buttons.
  const error = createCreditNote.error;
  const unplaced =
    error && !(error instanceof ApiError && Object.keys(error.fields).length > 0)
      ? describeError(error, t)
      : undefined;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{t('creditNote.title', { name })}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="credit-note-form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'grid', gap: 2.5, pt: 1 }}
        >
          <Typography color="text.secondary">{t('creditNote.text')}</Typography>
          <SelectField
            control={control}
            name="invoiceid"
            label={t('creditNote.invoice')}
            disabled={invoices.isPending}
            helperText={
              invoices.isError
                ? describeError(invoices.error, t)
                : invoices.isSuccess && rows.length === 0
                  ? t('creditNote.noUnpaid')
                  : undefined
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            // The chosen invoice and what it has left wrap rather than lose the amount.
            sx={{ '& .MuiSelect-select': { whiteSpace: 'normal' } }}
          >
            <MenuItem value="">{t('creditNote.noInvoice')}</MenuItem>
            {rows.map((row) => (
              <MenuItem
                key={row.invoice.invoiceid}
                value={row.invoice.invoiceid}
                sx={{ whiteSpace: 'normal' }}
              >
                {t('creditNote.invoiceOption', {
                  invoice: invoiceName(row, t),
                  left: formatKes(row.left),
                })}
              </MenuItem>
            ))}
          </SelectField>
          <FormAmountField
            control={control}
            name="amount"
            label={t('creditNote.amount')}
            helperText={t('creditNote.atMost', { amount: formatKes(limit.kes) })}
          />
          <FormTextField
            control={control}
            name="reason"
            label={t('creditNote.reason')}
            multiline
            minRows={2}
            helperText={t('creditNote.reasonHint', { count: reasonMax - reason.length })}
            slotProps={{ htmlInput: { maxLength: reasonMax } }}
          />
          {unplaced && <Alert severity="error">{unplaced}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('creditNote.cancel')}</Button>
        <Button
          type="submit"
          form="credit-note-form"
          variant="contained"
          disabled={formState.isSubmitting}
        >
          {t('creditNote.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
