import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { smsTestBodySchema, type SmsMessage } from '@rental/shared/schemas/sms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/form/phone-field';
import { SmsStatusChip } from '../../../components/sms-status-chip';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { failureText } from '../../../lib/sms-failure-text';
import { useSendTestSms } from '../api/send-test-sms';

type TestSmsValues = { phonenumber: string; message?: string };

/** Sends one message through the saved provider and shows what became of it. */
export function TestSmsForm() {
  const { t } = useTranslation('settings');
  const sendTest = useSendTestSms();
  const [result, setResult] = useState<SmsMessage | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<TestSmsValues>({
    resolver: zodResolver(smsTestBodySchema),
    mode: 'onTouched',
    defaultValues: { phonenumber: '' },
  });

  const onSubmit = handleSubmit(async ({ phonenumber }) => {
    setResult(null);
    try {
      const { message } = await sendTest.mutateAsync({ phonenumber, message: t('sms.test.body') });
      setResult(message);
    } catch (error) {
      setServerFieldErrors(error, setError, ['phonenumber']);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' } }}
    >
      <PhoneField control={control} name="phonenumber" label={t('sms.test.phonenumber')} />
      <Button
        type="submit"
        variant="outlined"
        size="large"
        disabled={formState.isSubmitting}
        sx={{ alignSelf: 'start', minHeight: 56 }}
      >
        {t('sms.test.send')}
      </Button>
      {result && (
        <Box
          role="status"
          sx={{
            gridColumn: '1 / -1',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
          }}
        >
          <Typography variant="body2">{t('sms.test.status')}</Typography>
          <SmsStatusChip status={result.status} />
          {result.failure && (
            <Typography variant="body2" color="error">
              {t('sms.test.reason', { reason: failureText(t, result) })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
