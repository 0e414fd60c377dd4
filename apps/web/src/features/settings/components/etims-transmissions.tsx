import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayInNairobi } from '@rental/shared/dates';
import {
  etimsTransmissionStatuses,
  type EtimsTransmission,
  type EtimsTransmissionStatus,
} from '@rental/shared/schemas/etims';
import { calendarMonth } from '@rental/shared/schemas/kra-mri';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { FactList, type Fact } from '../../../components/fact-list';
import { describeError } from '../../../lib/describe-error';
import { formatMonth } from '../../../lib/format-date';
import { monthOptions } from '../../../lib/report-months';
import {
  useEtimsTransmissions,
  useRetryEtimsTransmission,
  type TransmissionFilters,
} from '../api/etims-transmissions';
import { etimsErrorText } from '../lib/etims-error-text';

const statusColors: Record<EtimsTransmissionStatus, ChipProps['color']> = {
  queued: 'default',
  sent: 'success',
  failed: 'error',
};

/** `all` in the address: every month (the bell's link to every failed document). */
const allMonths = 'all';

/**
 * The filters from the address (?month=YYYY-MM|all&status=failed), so the bell can link to the
 * failed ones: this Nairobi month and every status unless it says otherwise.
 */
function useFilters(today: string) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month =
    asked === allMonths ? allMonths : (calendarMonth.safeParse(asked).data ?? today.slice(0, 7));
  const askedStatus = params.get('status');
  const status: TransmissionFilters['status'] =
    etimsTransmissionStatuses.find((name) => name === askedStatus) ?? '';
  const choose = (next: Partial<{ month: string; status: string }>) => {
    const chosen = { tab: 'etims', month, status, ...next };
    setParams(chosen.status ? chosen : { tab: chosen.tab, month: chosen.month }, {
      replace: true,
    });
  };
  return { month, status, choose };
}

/**
 * Settings → KRA eTIMS: what went to KRA in a month (or every month, a page at a time), what
 * KRA answered, and Retry.
 */
export function EtimsTransmissions() {
  const { t } = useTranslation('settings');
  const today = todayInNairobi();
  const { month, status, choose } = useFilters(today);
  const filters: TransmissionFilters = { month: month === allMonths ? '' : month, status };
  const list = useEtimsTransmissions(filters);
  const months = monthOptions(today, month === allMonths ? today.slice(0, 7) : month);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('etims.transmissions.month')}
          value={month}
          onChange={(event) => choose({ month: event.target.value })}
          sx={{ flex: '1 1 160px', maxWidth: { sm: 240 } }}
        >
          <MenuItem value={allMonths}>{t('etims.transmissions.allMonths')}</MenuItem>
          {months.map((option) => (
            <MenuItem key={option} value={option}>
              {formatMonth(option)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('etims.transmissions.status')}
          value={status}
          onChange={(event) => choose({ status: event.target.value })}
          sx={{ flex: '1 1 160px', maxWidth: { sm: 240 } }}
        >
          <MenuItem value="">{t('etims.transmissions.anyStatus')}</MenuItem>
          {etimsTransmissionStatuses.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`etims.transmissions.statuses.${name}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.error && <Alert severity="error">{describeError(list.error, t)}</Alert>}
      {list.data?.length === 0 && (
        <Typography color="text.secondary">{t('etims.transmissions.none')}</Typography>
      )}
      {list.data && list.data.length > 0 && (
        <List aria-label={t('etims.transmissions.listLabel')} disablePadding>
          {list.data.map((item) => (
            <TransmissionItem key={item.id} item={item} />
          ))}
        </List>
      )}
      {list.hasNextPage && (
        <Button
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          sx={{ justifySelf: 'center' }}
        >
          {t('etims.transmissions.loadMore')}
        </Button>
      )}
    </Box>
  );
}

function TransmissionItem({ item }: { item: EtimsTransmission }) {
  const { t } = useTranslation('settings');
  const retry = useRetryEtimsTransmission();
  const { showAlert } = useAlert();
  const title = t(`etims.transmissions.kinds.${item.kind}`, {
    number: item.invoicenumber ?? `#${item.documentnumber}`,
  });
  const facts: Fact[] = [
    [t('etims.transmissions.number'), String(item.documentnumber)],
    [t('etims.transmissions.controlnumber'), item.controlnumber ?? '—'],
    [t('etims.transmissions.attempts'), String(item.attempts)],
  ];
  return (
    <ListItem divider sx={{ display: 'grid', gap: 1, px: 0, alignItems: 'start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600, flex: '1 1 auto' }}>
          {title}
        </Typography>
        <Chip
          size="small"
          color={statusColors[item.status]}
          label={t(`etims.transmissions.statuses.${item.status}`)}
        />
      </Box>
      <FactList facts={facts} columns={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }} dense />
      {item.status === 'failed' && item.error && (
        <Typography variant="body2" color="error">
          {t('etims.transmissions.error')}: {etimsErrorText(item.error, t)}
        </Typography>
      )}
      {item.qrurl && (
        <Link href={item.qrurl} target="_blank" rel="noopener noreferrer" variant="body2">
          {t('etims.transmissions.receipt')}
        </Link>
      )}
      {retry.error && <Alert severity="error">{describeError(retry.error, t)}</Alert>}
      {item.status === 'failed' && (
        <Box>
          <Button
            variant="outlined"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(item.id, {
                onSuccess: () => showAlert(t('etims.transmissions.retried')),
              })
            }
            aria-label={`${t('etims.transmissions.retry')} ${title}`}
          >
            {t('etims.transmissions.retry')}
          </Button>
        </Box>
      )}
    </ListItem>
  );
}
