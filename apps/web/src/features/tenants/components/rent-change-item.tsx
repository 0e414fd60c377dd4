import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { RentChange } from '@rental/shared/schemas/rent-changes';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDay } from '../../../lib/format-date';
import { roomTypeLabel } from '../../../lib/type-labels';

export type RentChangeStatus = 'upcoming' | 'inForce' | 'past';

/** Why: a move, a lease's rise or renewal in the reader's language, or a person's words. */
function reasonText(change: RentChange, t: TFunction<'tenants'>): string {
  if (change.roomtype) {
    return t('rentHistory.moved', { roomtype: roomTypeLabel(t, change.roomtype) });
  }
  if (change.reasoncode === null) return change.reason;
  const { date = '', enddate = '' } = change.reasonparams;
  return change.reasoncode === 'leaseEscalation'
    ? t('rentHistory.reasons.leaseEscalation', { date: formatCalendarDate(date) })
    : t('rentHistory.reasons.leaseRenewal', { enddate: formatCalendarDate(enddate) });
}

/** One rent change: from when, how much, why, who recorded it, and delete while unbilled. */
export function RentChangeItem({
  change,
  status,
  onDelete,
}: {
  change: RentChange;
  status: RentChangeStatus;
  onDelete: () => void;
}) {
  const { t } = useTranslation('tenants');
  const date = formatCalendarDate(change.effectivefrom);
  const why = reasonText(change, t);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('rentHistory.from', { date })}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatKes(change.monthlyrent)}</Typography>
          {status !== 'past' && (
            <Chip
              size="small"
              color={status === 'inForce' ? 'success' : 'info'}
              variant="outlined"
              label={t(`rentHistory.${status}`)}
            />
          )}
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {why}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('rentHistory.by', { name: change.createdby, date: formatDay(change.createdat) })}
        </Typography>
      </Box>
      {change.deletable && (
        <IconButton
          aria-label={t('rentHistory.delete', { date })}
          onClick={onDelete}
          sx={{ alignSelf: 'start' }}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      )}
    </Box>
  );
}
