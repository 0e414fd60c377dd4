import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { OwnerStatement } from '@rental/shared/schemas/landlords';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { formatMonth } from '../../../lib/format-date';
import { useSendStatementSms } from '../api/send-statement-sms';

/** SEND BY SMS: the month's collected and due to the landlord's phone; the alert says where. */
export function SendStatementSmsButton({ statement }: { statement: OwnerStatement }) {
  const { t } = useTranslation('landlords');
  const { showAlert, clearAlert } = useAlert();
  const send = useSendStatementSms();
  const { landlord, month } = statement;
  return (
    <Button
      variant="outlined"
      startIcon={
        send.isPending ? <CircularProgress size={16} color="inherit" /> : <SmsOutlinedIcon />
      }
      disabled={send.isPending}
      onClick={() => {
        clearAlert();
        send.mutate(
          { landlordid: landlord.landlordid, month },
          {
            onSuccess: ({ message }) =>
              showAlert(
                t('sms.sent', {
                  month: formatMonth(month),
                  name: landlord.name,
                  phonenumber: message.phonenumber,
                }),
              ),
          },
        );
      }}
    >
      {t('sms.send')}
    </Button>
  );
}
