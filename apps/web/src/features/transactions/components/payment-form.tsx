import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { todayInNairobi } from '@rental/shared/dates';
import { paymentModes } from '@rental/shared/enums';
import type { PaymentBody, PaymentValues } from '@rental/shared/schemas/transactions';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { SelectField } from '../../../components/form/select-field';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useTranslateMessage } from '../../../lib/translate-message';
import { paymentFormSchema } from '../lib/payment-form-schema';
import { TenantAutocomplete } from './tenant-autocomplete';
import { TenantBalance } from './tenant-balance';
import { paymentModeLabel } from '../../../lib/type-labels';

const fieldNames = [
  'tenantid',
  'paymentmode',
  'amount',
  'description',
  'date',
  'reference',
] as const;

/**
 * A tenant's payment: tenant (by name or house, with what they owe), mode, the M-PESA receipt
 * number of an M-PESA payment, amount, description, the day it was paid (today unless told,
 * never later) and whether the tenant gets an SMS receipt.
 */
export function PaymentForm({
  tenants,
  initialTenantId = '',
  cancelPath,
  onSave,
}: {
  tenants: readonly Tenant[];
  initialTenantId?: string;
  cancelPath: string;
  onSave: (values: PaymentValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('transactions');
  const translate = useTranslateMessage();
  const today = todayInNairobi();
  const schema = useMemo(() => paymentFormSchema(today), [today]);
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    PaymentBody,
    unknown,
    PaymentValues
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      tenantid: tenants.some((tenant) => tenant.tenantid === initialTenantId)
        ? initialTenantId
        : '',
      amount: '',
      description: '',
      date: today,
      sendreceipt: true,
      reference: '',
    },
  });
  const [tenantId, paymentMode] = useWatch({ control, name: ['tenantid', 'paymentmode'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      // The receipt is someone else's payment: say whose, in the user's words, by the field.
      if (error instanceof ApiError && error.code === 'receipt_recorded') {
        setError(
          'reference',
          { type: 'server', message: describeError(error, t) },
          { shouldFocus: true },
        );
      } else {
        setServerFieldErrors(error, setError, fieldNames);
      }
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name="tenantid"
          render={({ field, fieldState }) => (
            <TenantAutocomplete
              id="tenantid"
              label={t('payment.tenantid')}
              tenants={tenants}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={translate(fieldState.error?.message)}
            />
          )}
        />
        <TenantBalance tenantId={tenantId} />
      </Box>
      <SelectField
        control={control}
        name="paymentmode"
        label={t('payment.paymentmode')}
        // Only an M-PESA payment has a receipt number: another mode sends none.
        onValueChange={(mode) => {
          if (mode !== 'MPESA') setValue('reference', '');
        }}
      >
        {paymentModes.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {paymentModeLabel(t, mode)}
          </MenuItem>
        ))}
      </SelectField>
      {paymentMode === 'MPESA' && (
        <FormTextField
          control={control}
          name="reference"
          label={t('payment.reference')}
          helperText={t('payment.referenceHint')}
          slotProps={{
            htmlInput: { maxLength: 24, autoCapitalize: 'characters', spellCheck: false },
          }}
        />
      )}
      <FormAmountField control={control} name="amount" label={t('payment.amount')} />
      <FormDateField control={control} name="date" label={t('payment.date')} max={today} />
      <FormTextField
        control={control}
        name="description"
        label={t('payment.description')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <CheckboxField
        control={control}
        name="sendreceipt"
        label={t('payment.sendreceipt')}
        hint={t('payment.sendreceiptHint')}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          sx={{ minWidth: 160 }}
        >
          {t('payment.save')}
        </Button>
        <Button component={Link} to={cancelPath} size="large">
          {t('payment.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
