import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { StkRequest } from '@rental/shared/schemas/subscriptions';
import type { PublicTenantPage } from '@rental/shared/schemas/tenant-page';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { usePayFromPage } from '../api/pay-from-page';
import {
  mostPayable,
  payFormSchema,
  type PayFormOutput,
  type PayFormValues,
} from '../lib/pay-form';
import { PayPhoneField } from './pay-phone-field';

/** A refusal no field is to blame for, in the page's words: too many tries, M-PESA's no. */
function refusalText(
  error: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError) {
    if (Object.keys(error.fields).length > 0) return undefined; // shown under the fields
    // The phone's hourly limit names its count; the page's own limit is "wait a minute".
    if (error.status === 429 && typeof error.params.count === 'number') {
      return t('pay.errors.phoneLimit', { count: error.params.count });
    }
    if (error.status === 429) return t('pay.errors.rateLimited');
    if (error.status === 502) return `${t('pay.errors.upstream')} (${error.message})`;
  }
  return `${t('pay.errors.other')} ${describeError(error, t)}`;
}

/**
 * "Pay with M-PESA": the amount (the balance, or less) and which of the saved phones M-PESA
 * prompts. The
 * shared rules are checked as the tenant types; the server's refusals show under the fields
 * or above the buttons. `onSent` gets the push sent.
 */
export function PayFormDialog({
  token,
  balance,
  payphones,
  onSent,
  onClose,
}: {
  token: string;
  balance: number;
  payphones: PublicTenantPage['payphones'];
  onSent: (request: StkRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('tenantPage');
  const pay = usePayFromPage(token);
  const schema = useMemo(() => payFormSchema(balance, t), [balance, t]);
  const most = mostPayable(balance);
  const { control, handleSubmit, setError } = useForm<PayFormValues, unknown, PayFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: String(most), payphone: payphones[0]?.payphone },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const request = await pay.mutateAsync(values);
      onSent(request);
    } catch (error) {
      setServerFieldErrors(error, setError, ['amount', 'payphone']);
    }
  });

  return (
    <FormDialog
      title={t('pay.title')}
      text={<Typography color="text.secondary">{t('pay.text')}</Typography>}
      error={refusalText(pay.error, t)}
      cancelLabel={t('pay.cancel')}
      submitLabel={t(pay.isPending ? 'pay.sending' : 'pay.send')}
      submitting={pay.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormAmountField
        control={control}
        name="amount"
        label={t('pay.amount')}
        helperText={t('pay.atMost', { amount: formatKes(most) })}
        wholeShillings
      />
      <PayPhoneField control={control} payphones={payphones} />
    </FormDialog>
  );
}
