import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { OwnerPageRepair } from '@rental/shared/schemas/repair-reports';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';

/**
 * The landlord's repairs: their rentals' open ones first (oldest first), then those closed
 * this month with what each cost and who paid it. The house, never the tenant.
 */
export function OwnerRepairs({ repairs }: { repairs: OwnerPageRepair[] }) {
  const { t } = useTranslation('ownerPage');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="owner-repairs"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography id="owner-repairs" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('repairs.title')}
      </Typography>
      {repairs.length === 0 ? (
        <Typography color="text.secondary">{t('repairs.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="owner-repairs"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {repairs.map((repair) => (
            <RepairItem key={repair.reference} repair={repair} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function RepairItem({ repair }: { repair: OwnerPageRepair }) {
  const { t } = useTranslation('ownerPage');
  const place = repair.housenumber
    ? t('repairs.house', { rental: repair.rentalname, house: repair.housenumber })
    : repair.rentalname;
  let when = t('repairs.reportedOn', { date: formatDay(repair.reportedat) });
  if (repair.closedat) {
    const closed = t('repairs.closedOn', { date: formatDay(repair.closedat) });
    const cost =
      repair.cost !== null && repair.paidby
        ? t(`repairs.paidBy.${repair.paidby}`, { amount: formatKes(repair.cost) })
        : t('repairs.noCost');
    when = `${closed} · ${cost}`;
  }
  return (
    <Box
      component="li"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        pb: 1,
        minWidth: 0,
        display: 'grid',
        gap: 0.5,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {`${repair.reference} · ${t(`repairs.categories.${repair.category}`)}`}
        </Typography>
        {repair.priority === 'emergency' && repair.closedat === null && (
          <Chip size="small" color="error" label={t('repairs.emergency')} />
        )}
        <Chip
          size="small"
          color={repair.status === 'done' ? 'success' : 'default'}
          label={t(`repairs.statuses.${repair.status}`)}
        />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {place}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {when}
      </Typography>
    </Box>
  );
}
