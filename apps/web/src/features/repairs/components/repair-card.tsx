import BuildIcon from '@mui/icons-material/Build';
import PhotoIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Repair, RepairPriority } from '@rental/shared/schemas/repairs';
import { useTranslation } from 'react-i18next';
import { repairAgeDays } from '../lib/repair-age';

const priorityColor: Record<RepairPriority, 'error' | 'warning' | 'default'> = {
  emergency: 'error',
  high: 'warning',
  normal: 'default',
};

/** Read by screen readers, not shown. */
const readersOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
/**
 * One repair on the board: where (house and rental), who reported it, how long ago, how
 * urgent, who does it and what it is. The whole card opens the repair.
 */
export function RepairCard({
  repair,
  onOpen,
  heading = 'h3',
}: {
  repair: Repair;
  onOpen: () => void;
  /** h3 under a column's h2; h2 in the phone's one list, which has tabs, not headings. */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('repairs');
  const age = repairAgeDays(repair.createdat);
  const place = repair.housenumber
    ? `${repair.housenumber} · ${repair.rentalname ?? ''}`
    : `${t('card.building')} · ${repair.rentalname ?? ''}`;
  const assignee = repair.assignee
    ? [repair.assignee.name, repair.assignee.userid ? null : repair.assignee.phone]
        .filter(Boolean)
        .join(' · ')
    : t('card.unassigned');
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <ButtonBase
        onClick={onOpen}
        sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5, borderRadius: 1 }}
      >
        {/* The card's name is what it shows, led by what a tap does (axe: label in name). */}
        <Box component="span" sx={readersOnly}>
          {t('card.open', { reference: repair.reference })}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component={heading} variant="subtitle2" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {place}
          </Typography>
          <Chip
            size="small"
            color={priorityColor[repair.priority]}
            label={t(`priorities.${repair.priority}`)}
            aria-label={t('card.priority', { priority: t(`priorities.${repair.priority}`) })}
          />
        </Box>
        {repair.tenantname && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {repair.tenantname}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {repair.reference} · {t(`categories.${repair.category}`)} ·{' '}
          {age === 0 ? t('card.today') : t('card.age', { count: age })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', mt: 0.5 }}>
          <BuildIcon fontSize="inherit" color="action" aria-hidden />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {assignee}
          </Typography>
          {repair.photos > 0 && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, ml: 'auto' }}>
              <PhotoIcon fontSize="inherit" color="action" aria-hidden />
              <Typography variant="caption" color="text.secondary">
                {t('card.photos', { count: repair.photos })}
              </Typography>
            </Box>
          )}
        </Box>
      </ButtonBase>
    </Paper>
  );
}
