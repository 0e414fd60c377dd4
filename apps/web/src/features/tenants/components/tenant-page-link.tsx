import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { LoadError } from '../../../components/load-error';
import { describeError } from '../../../lib/describe-error';
import { formatDay } from '../../../lib/format-date';
import {
  useIssueTenantLink,
  useRevokeTenantLink,
  useSendTenantLink,
  useTenantLinkStatus,
} from '../api/tenant-link';

/**
 * The tenant's own page: a private link the landlord makes and shares (the tenant sees their
 * balance, statement and how to pay, and can pay by M-PESA there). The server keeps only a hash
 * of it, so the link is shown once, when made; making a new one stops the old one.
 */
export function TenantPageLink({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('tenants');
  const { showAlert } = useAlert();
  const status = useTenantLinkStatus(tenantId);
  const issue = useIssueTenantLink(tenantId);
  const revoke = useRevokeTenantLink(tenantId);
  const send = useSendTenantLink(tenantId);
  const [url, setUrl] = useState<string | null>(null);
  // Revoking cuts the tenant off at once: asked first, with what it does.
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const urlInput = useRef<HTMLInputElement>(null);
  const link = status.data?.link ?? null;

  // Failures show in the app's alert (the mutations' default).
  const makeLink = () => issue.mutate(undefined, { onSuccess: (made) => setUrl(made.url) });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSettled: () => setConfirmRevoke(false),
      onSuccess: () => {
        setUrl(null);
        showAlert(t('pageLink.revoked'));
      },
    });
  const sendLink = () =>
    send.mutate(undefined, {
      onSuccess: (sent) => showAlert(t(sent.newlink ? 'pageLink.sentNew' : 'pageLink.sent')),
    });
  // The clipboard is only there on https (or localhost): elsewhere the link is selected for the
  // landlord to copy by hand.
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
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="page-link-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="page-link-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('pageLink.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('pageLink.text')}
      </Typography>
      {status.isError && (
        <LoadError message={describeError(status.error, t)} onRetry={() => void status.refetch()} />
      )}
      {status.isSuccess && (
        <Typography sx={{ mb: 2 }}>
          {link
            ? t('pageLink.since', { date: formatDay(link.createdat), name: link.createdby })
            : t('pageLink.none')}
        </Typography>
      )}
      {url && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
          <TextField
            label={t('pageLink.url')}
            value={url}
            helperText={t('pageLink.once')}
            inputRef={urlInput}
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ flex: '1 1 260px' }}
          />
          <Button variant="outlined" onClick={() => void copy()}>
            {t('pageLink.copy')}
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" disabled={issue.isPending} onClick={makeLink}>
          {link ? t('pageLink.renew') : t('pageLink.make')}
        </Button>
        <Button variant="outlined" disabled={send.isPending} onClick={sendLink}>
          {t('pageLink.sendSms')}
        </Button>
        {link && (
          <Button color="error" disabled={revoke.isPending} onClick={() => setConfirmRevoke(true)}>
            {t('pageLink.revoke')}
          </Button>
        )}
      </Box>
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
    </Paper>
  );
}
