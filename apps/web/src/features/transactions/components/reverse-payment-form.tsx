import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { formatKes } from '@rental/shared/money';
import {
  reassignPaymentBodySchema,
  reversePaymentBodySchema,
  type Transaction,
} from '@rental/shared/schemas/transactions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/translate-message';
import { useTenants } from '../../../entities/tenants/tenants';
import { TenantAutocomplete } from './tenant-autocomplete';

export interface ReverseValues {
  reason: string;
  tenantid: string;
}

/** The field errors of a reversal ('reverse') or a move ('move'), by field; {} when valid. */
export function reverseErrors(mode: 'reverse' | 'move', values: ReverseValues) {
  const parsed =
    mode === 'reverse'
      ? reversePaymentBodySchema.safeParse({ reason: values.reason })
      : reassignPaymentBodySchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof ReverseValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ReverseValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Reversing a payment asks why; moving it asks also to whom (another tenant). The dialog
 * holds the values and shows the errors once the user tried to submit.
 */
export function ReversePaymentForm({
  mode,
  transaction,
  values,
  onChange,
  errors,
}: {
  mode: 'reverse' | 'move';
  transaction: Transaction;
  values: ReverseValues;
  onChange: (values: ReverseValues) => void;
  errors: Partial<Record<keyof ReverseValues, string>>;
}) {
  const { t } = useTranslation('transactions');
  const translate = useTranslateMessage();
  const tenants = useTenants();
  const reasonId = useId();
  const tenantId = useId();
  const params = {
    amount: formatKes(transaction.transactiondata.amount),
    tenant: transaction.tenantname || t('list.automatic'),
  };
  const others = (tenants.data ?? []).filter(
    (tenant) => tenant.tenantid !== transaction.transactiondata.tenantid,
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DialogContentText>
        {mode === 'reverse' ? t('reverse.text', params) : t('reverse.moveText', params)}
      </DialogContentText>
      {mode === 'move' && (
        <TenantAutocomplete
          id={tenantId}
          label={t('reverse.tenant')}
          tenants={others}
          value={values.tenantid}
          onChange={(tenantid) => onChange({ ...values, tenantid })}
          loading={tenants.isPending}
          error={Boolean(errors.tenantid)}
          helperText={translate(errors.tenantid)}
        />
      )}
      <TextField
        id={reasonId}
        label={t('reverse.reason')}
        value={values.reason}
        onChange={(event) => onChange({ ...values, reason: event.target.value })}
        error={Boolean(errors.reason)}
        helperText={translate(errors.reason) ?? t('reverse.reasonHint')}
        multiline
        minRows={2}
        required
      />
    </Box>
  );
}
