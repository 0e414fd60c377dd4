import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Landlord } from '@rental/shared/schemas/landlords';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { DialogAlertArea } from '../../../components/alert/alert-area';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { LoadError } from '../../../components/load-error';
import { describeError } from '../../../lib/describe-error';
import { formatDay } from '../../../lib/format-date';
import {
  useIssueOwnerLink,
  useOwnerLinkStatus,
  useRevokeOwnerLink,
  useSendOwnerLinkSms,
} from '../api/owner-page-link';

/**
 * The landlord's own page: a private, read-only link the agent makes, copies and revokes (like
 * a tenant's page link). Making a new one stops the old one at once.
 */
export function OwnerPageLinkDialog({
  landlord,
  onClose,
}: {
  landlord: Landlord;
  onClose: () => void;
}) {
  const { t } = useTranslation('landlords');
  const { showAlert } = useAlert();
  const id = landlord.landlordid;
  const name = landlord.landlorddata.name;
  const status = useOwnerLinkStatus(id);
  const issue = useIssueOwnerLink(id);
  const revoke = useRevokeOwnerLink(id);
  const sendSms = useSendOwnerLinkSms(id);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const urlInput = useRef<HTMLInputElement>(null);
  const link = status.data?.exists ? status.data : null;
  const url = link?.url ?? null;

  // Failures show in the app's alert (the mutations' default).
  const makeLink = () => issue.mutate();
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSettled: () => setConfirmRevoke(false),
      onSuccess: () => showAlert(t('pageLink.revoked')),
    });
  const textLink = () =>
    sendSms.mutate(undefined, {
      onSuccess: () =>
        showAlert(t('pageLink.smsSent', { name, phonenumber: landlord.landlorddata.phonenumber })),
    });
  // The clipboard is only there on https (or localhost): elsewhere the link is selected.
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showAlert(t('pageLink.copied'));
    } catch {
      urlInput.current?.focus();
      urlInput.current?.select();
      showAlert(t('pageLink.selectToCopy'), 'info');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="owner-link-title">
      <DialogTitle id="owner-link-title">{t('pageLink.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogAlertArea />
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('pageLink.text')}
        </Typography>
        {status.isError && (
          <LoadError
            message={describeError(status.error, t)}
            onRetry={() => void status.refetch()}
          />
        )}
        {status.isSuccess && (
          <Typography sx={{ mb: 2 }}>
            {link?.createdat
              ? t('pageLink.since', { date: formatDay(link.createdat) })
              : t('pageLink.none')}
          </Typography>
        )}
        {url && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
            <TextField
              label={t('pageLink.url')}
              value={url}
              helperText={t('pageLink.renewHint')}
              inputRef={urlInput}
              slotProps={{ htmlInput: { readOnly: true } }}
              sx={{ flex: '1 1 260px' }}
            />
            <Button variant="outlined" onClick={() => void copy()}>
              {t('pageLink.copy')}
            </Button>
            <Button variant="outlined" disabled={sendSms.isPending} onClick={textLink}>
              {t('pageLink.sms')}
            </Button>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            disabled={issue.isPending || !status.isSuccess}
            onClick={makeLink}
          >
            {link ? t('pageLink.renew') : t('pageLink.make')}
          </Button>
          {link && (
            <Button
              color="error"
              disabled={revoke.isPending}
              onClick={() => setConfirmRevoke(true)}
            >
              {t('pageLink.revoke')}
            </Button>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pageLink.close')}</Button>
      </DialogActions>
      {confirmRevoke && (
        <ConfirmDeleteDialog
          title={t('pageLink.revokeTitle')}
          text={t('pageLink.revokeText')}
          confirmLabel={t('pageLink.revoke')}
          disabled={revoke.isPending}
          onConfirm={revokeLink}
          onCancel={() => setConfirmRevoke(false)}
        />
      )}
    </Dialog>
  );
}
