import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  subscriptionPaymentBodySchema,
  type SubscriptionPaymentBody,
} from '@rental/shared/schemas/subscriptions';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { PhoneField } from '../../../components/form/phone-field';
import { useSignedInUser } from '../../../lib/current-user';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useStartSubscriptionPayment } from '../../../entities/stk/stk';

const fieldNames = ['phonenumber', 'amount', 'description'] as const;

/**
 * Phone, amount and description with the spec's messages. The amount starts at the plan's
 * monthly price; the server charges that price from its catalogue and refuses any other
 * amount (with a message under the field), so an edited amount is never what is charged.
 */
export function SubscriptionPaymentForm({
  planName,
  monthlyPrice,
  cancelPath,
  onStarted,
}: {
  planName: string;
  monthlyPrice: number;
  cancelPath: string;
  onStarted: (requestId: string) => void;
}) {
  const { t } = useTranslation('newPayment');
  const user = useSignedInUser();
  const start = useStartSubscriptionPayment();
  const { control, handleSubmit, setError, formState } = useForm<
    SubscriptionPaymentBody,
    unknown,
    z.output<typeof subscriptionPaymentBodySchema>
  >({
    resolver: zodResolver(subscriptionPaymentBodySchema),
    mode: 'onTouched',
    defaultValues: {
      phonenumber: user.userProfile.phonenumber,
      amount: String(monthlyPrice),
      description: t('defaultDescription', { plan: planName }),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const request = await start.mutateAsync(values);
      onStarted(request.requestid);
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <PhoneField control={control} name="phonenumber" label={t('phonenumber')} />
      <FormAmountField
        control={control}
        name="amount"
        label={t('amount')}
        helperText={t('amountHint', { plan: planName })}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField
          control={control}
          name="description"
          label={t('description')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        <Button component={Link} to={cancelPath}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('pay')}
        </Button>
      </Box>
    </Box>
  );
}
