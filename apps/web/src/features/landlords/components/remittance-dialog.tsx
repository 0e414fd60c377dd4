import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { todayInNairobi } from '@rental/shared/dates';
import { paymentModes } from '@rental/shared/enums';
import { formatKes } from '@rental/shared/money';
import type { RemittanceBody } from '@rental/shared/schemas/landlords';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { SelectField } from '../../../components/form/select-field';
import { describeError } from '../../../lib/describe-error';
import { formatMonth } from '../../../lib/format-date';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useTranslateMessage } from '../../../lib/translate-message';
import { useRecordRemittance } from '../api/record-remittance';
import { remittanceFieldNames, remittanceFormSchema } from '../lib/remittance-form';
import { paymentModeLabel } from '../../../lib/type-labels';

type RemittanceValues = z.output<ReturnType<typeof remittanceFormSchema>>;

/**
 * What the agent paid the landlord against `month`'s statement: the amount (what is owed,
 * to start with), the day, how and the reference. The statement refreshes once it is saved.
 */
export function RemittanceDialog({
  landlord,
  month,
  owed,
  onClose,
}: {
  landlord: { landlordid: string; name: string };
  month: string;
  /** What the statement carries forward: the amount the form starts with when positive. */
  owed: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('landlords');
  const { showAlert, clearAlert } = useAlert();
  const translate = useTranslateMessage();
  const today = todayInNairobi();
  const schema = useMemo(() => remittanceFormSchema(today), [today]);
  const record = useRecordRemittance(landlord.landlordid);
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<
    RemittanceBody,
    unknown,
    RemittanceValues
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      month,
      amount: owed > 0 ? String(owed) : '',
      date: today,
      reference: '',
    } as RemittanceBody,
  });

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    setFormError(undefined);
    try {
      await record.mutateAsync(body);
    } catch (error) {
      if (!setServerFieldErrors(error, setError, remittanceFieldNames)) {
        setFormError(describeError(error, t));
      }
      return;
    }
    onClose();
    showAlert(t('remittance.saved', { amount: formatKes(body.amount), name: landlord.name }));
  });

  return (
    <FormDialog
      title={t('remittance.title')}
      text={t('remittance.text', { name: landlord.name, month: formatMonth(month) })}
      // The month is the statement's, not a field: a refusal of it shows above the buttons.
      error={formError ?? translate(formState.errors.month?.message)}
      cancelLabel={t('remittance.cancel')}
      submitLabel={t('remittance.save')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormAmountField
          control={control}
          name="amount"
          id="remittance-amount"
          label={t('remittance.amount')}
        />
        <FormDateField
          control={control}
          name="date"
          id="remittance-date"
          label={t('remittance.date')}
          max={today}
        />
        <SelectField
          control={control}
          name="paymentmode"
          id="remittance-paymentmode"
          label={t('remittance.paymentmode')}
        >
          {paymentModes.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {paymentModeLabel(t, mode)}
            </MenuItem>
          ))}
        </SelectField>
        <FormTextField
          control={control}
          name="reference"
          id="remittance-reference"
          label={t('remittance.reference')}
          helperText={t('remittance.referenceHint')}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </Box>
    </FormDialog>
  );
}
