import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import Button from '@mui/material/Button';
import type { StkRequest } from '@rental/shared/schemas/subscriptions';
import type { PublicTenantPage } from '@rental/shared/schemas/tenant-page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayFormDialog } from './pay-form-dialog';
import { PaySentDialog } from './pay-sent-dialog';

type Step =
  { at: 'closed' } | { at: 'form' } | { at: 'sent'; request: StkRequest; balance: number };

/**
 * "PAY WITH M-PESA" while something is owed: the form, then "check your phone" until the new
 * balance shows (that dialog stays once the balance is paid and the button has gone).
 */
export function PayButton({
  token,
  balance,
  payphones,
  onRefresh,
}: {
  token: string;
  balance: number;
  /** The saved phones a prompt may go to; none: no button (the paybill remains). */
  payphones: PublicTenantPage['payphones'];
  onRefresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation('tenantPage');
  const [step, setStep] = useState<Step>({ at: 'closed' });
  const close = () => setStep({ at: 'closed' });
  return (
    <>
      {balance > 0 && payphones.length > 0 && (
        <Button
          variant="contained"
          size="large"
          fullWidth
          startIcon={<PhoneAndroidIcon />}
          onClick={() => setStep({ at: 'form' })}
          sx={{ minHeight: 52, fontSize: '1.05rem', fontWeight: 700 }}
        >
          {t('pay.button')}
        </Button>
      )}
      {step.at === 'form' && (
        <PayFormDialog
          token={token}
          balance={balance}
          payphones={payphones}
          onSent={(request) => setStep({ at: 'sent', request, balance })}
          onClose={close}
        />
      )}
      {step.at === 'sent' && (
        <PaySentDialog
          request={step.request}
          balanceAtSend={step.balance}
          balance={balance}
          onRefresh={onRefresh}
          onClose={close}
        />
      )}
    </>
  );
}
