import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { isCalendarDate, todayInNairobi } from '@rental/shared/dates';
import { dueDateOf, dueRules } from '@rental/shared/due-dates';
import { billingFrequencies, scheduleInvoiceTypes } from '@rental/shared/enums';
import type {
  InvoiceSettingBody,
  InvoiceSettingValues,
} from '@rental/shared/schemas/invoice-settings';
import type { Rental } from '@rental/shared/schemas/rentals';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateInput } from '../../../components/form/date-input';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { SelectField } from '../../../components/form/select-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { formatCalendarDate } from '../../../lib/format-date';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useRentals } from '../../../entities/rentals/rentals';
import {
  emptySchedule,
  scheduleFieldNames,
  scheduleSchema,
  validDueRule,
} from '../lib/schedule-form';
import { InvoiceMessageField } from './invoice-message-field';
import { MessagePreview } from './message-preview';

export interface InvoiceFormProps {
  /** The schedule being edited; a new one otherwise. */
  initial?: InvoiceSettingBody;
  /** Editing a schedule whose first invoice date is past: both dates are fixed. */
  started?: boolean;
  /** The saved next billing date (editing only). */
  nextbillingdate?: string;
  submitLabel: string;
  /** Saves the values; a rejection with field messages shows them under the fields. */
  onSave: (values: InvoiceSettingValues) => Promise<unknown>;
  /** A CANCEL button beside the submit one (the edit dialog). */
  onCancel?: () => void;
  /** Clears the form for the next schedule, keeping rental, frequency and date (onboarding). */
  resetOnSave?: boolean;
  /** Where to add a rental when there is none yet. */
  newRentalPath?: string;
}

/** The scheduled-invoice form: new schedules, the edit dialog and the onboarding step. */
export function InvoiceForm(props: InvoiceFormProps) {
  const { t } = useTranslation('invoices');
  const rentals = useRentals();
  if (rentals.isPending) return <LoadingScreen />;
  const choices = rentals.data ?? [];
  if (rentals.isSuccess && choices.length === 0 && !props.initial) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={Link} to={props.newRentalPath ?? '/newrental'}>
            {t('form.addRental')}
          </Button>
        }
      >
        {t('form.noRentals')}
      </Alert>
    );
  }
  // With one rental there is nothing to choose: it is filled in.
  const initial = props.initial ?? {
    ...emptySchedule,
    rentalid: choices.length === 1 ? (choices[0]?.rentalid ?? '') : '',
  };
  return <InvoiceFormFields {...props} initial={initial} rentals={choices} />;
}

function InvoiceFormFields({
  initial,
  rentals,
  started = false,
  nextbillingdate,
  submitLabel,
  onSave,
  onCancel,
  resetOnSave,
}: InvoiceFormProps & { initial: InvoiceSettingBody; rentals: readonly Rental[] }) {
  const { t } = useTranslation('invoices');
  const [today] = useState(todayInNairobi);
  const editing = nextbillingdate !== undefined;
  const { control, handleSubmit, setError, setValue, reset, setFocus, formState } = useForm<
    InvoiceSettingBody,
    unknown,
    InvoiceSettingValues
  >({
    resolver: zodResolver(scheduleSchema(!started, today)),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const values = useWatch({ control });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      setServerFieldErrors(error, setError, scheduleFieldNames);
      return;
    }
    if (resetOnSave) {
      reset({
        ...emptySchedule,
        rentalid: body.rentalid,
        billingfrequency: body.billingfrequency,
        startdate: body.startdate,
      });
      setFocus('invoicetype');
    }
  });

  const serviceCharge = values.invoicetype === 'Service Charge Bill';
  const firstDate = (started ? nextbillingdate : values.startdate) ?? '';
  const dueRule = validDueRule(values.duerule, values.duedays);
  const dueExample =
    isCalendarDate(firstDate) && dueRule
      ? t('form.dueExample', {
          billed: formatCalendarDate(firstDate),
          due: formatCalendarDate(dueDateOf(dueRule, firstDate)),
        })
      : t('form.dueHint');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      // minmax(0, …): a long value (the preview's tenant) is cut, it never widens a phone's page.
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {started && (
        <Alert severity="info" role="note" sx={{ gridColumn: '1 / -1' }}>
          {t('form.started', { date: formatCalendarDate(initial.startdate) })}
        </Alert>
      )}
      <SelectField
        control={control}
        name="invoicetype"
        label={t('fields.invoicetype')}
        helperText={values.invoicetype === 'Pending Bill' ? t('form.pendingBillHint') : undefined}
        // A hidden service charge must not hold the form back with its old value.
        onValueChange={(type) => {
          if (type !== 'Service Charge Bill') setValue('servicecharge', '');
        }}
      >
        {scheduleInvoiceTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`invoiceTypes.${type}`)}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField control={control} name="rentalid" label={t('fields.rentalid')}>
        {rentals.map((rental) => (
          <MenuItem key={rental.rentalid} value={rental.rentalid}>
            {rental.rentaldata.rentalname}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField control={control} name="billingfrequency" label={t('fields.billingfrequency')}>
        {billingFrequencies.map((frequency) => (
          <MenuItem key={frequency} value={frequency}>
            {t(`frequencies.${frequency}`)}
          </MenuItem>
        ))}
      </SelectField>
      <FormDateField
        control={control}
        name="startdate"
        label={t('fields.startdate')}
        disabled={started}
        min={started ? undefined : today}
      />
      {editing && (
        <DateInput
          id="nextbillingdate"
          label={t('fields.nextbillingdate')}
          value={(started ? nextbillingdate : values.startdate) ?? ''}
          onChange={followsStart}
          disabled={started}
          helperText={started ? undefined : t('form.followsStart')}
          readOnly
          fullWidth
        />
      )}
      <SelectField control={control} name="duerule" label={t('fields.duerule')}>
        {dueRules.map((rule) => (
          <MenuItem key={rule} value={rule}>
            {t(`dueRules.${rule}`)}
          </MenuItem>
        ))}
      </SelectField>
      <FormTextField
        control={control}
        name="duedays"
        label={t(values.duerule === 'days_after' ? 'fields.duedaysAfter' : 'fields.dueday')}
        helperText={dueExample}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {serviceCharge && (
        <FormAmountField
          control={control}
          name="servicecharge"
          label={t('fields.servicecharge')}
          helperText={t('fields.servicechargeHint')}
        />
      )}
      <InvoiceMessageField control={control} language="en" />
      <InvoiceMessageField control={control} language="sw" />
      <MessagePreview
        messages={{ message: values.invoicemessage ?? '', messagesw: values.messagesw ?? '' }}
        invoicetype={values.invoicetype ?? ''}
        rentalid={values.rentalid ?? ''}
        billingfrequency={values.billingfrequency ?? ''}
        billingdate={(started ? nextbillingdate : values.startdate) ?? ''}
        servicecharge={values.servicecharge}
        today={today}
        dueRule={dueRule}
      />
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          justifyContent: onCancel ? 'flex-end' : 'flex-start',
        }}
      >
        {onCancel && <Button onClick={onCancel}>{t('form.cancel')}</Button>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          sx={{ minWidth: 160, flex: { xs: onCancel ? '0 1 auto' : '1 1 100%', sm: '0 0 auto' } }}
        >
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

/** The next billing date is read-only: it follows the start date or the schedule. */
function followsStart() {}
