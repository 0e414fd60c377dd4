import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { repairStatuses, type Repair, type RepairStatus } from '@rental/shared/schemas/repairs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollableTabs } from '../../../components/scrollable-tabs';
import { RepairCard } from './repair-card';

function RepairList({
  status,
  repairs,
  onOpen,
  heading,
}: {
  status: RepairStatus;
  repairs: Repair[];
  onOpen: (repair: Repair) => void;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('repairs');
  if (repairs.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {t('empty')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('listLabel', { status: t(`statuses.${status}`) })}
      sx={{ display: 'grid', gap: 1, m: 0, p: 0 }}
    >
      {repairs.map((repair) => (
        <RepairCard
          key={repair.id}
          repair={repair}
          onOpen={() => onOpen(repair)}
          heading={heading}
        />
      ))}
    </Box>
  );
}

/**
 * The repairs by status: a column each on a wide screen; on a phone or tablet, tabs over one
 * list (five columns do not fit there). Each tab and column heading counts its repairs.
 */
export function RepairsBoard({
  repairs,
  onOpen,
}: {
  repairs: Repair[];
  onOpen: (repair: Repair) => void;
}) {
  const { t } = useTranslation('repairs');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [tab, setTab] = useState<RepairStatus>('new');
  const byStatus = (status: RepairStatus) => repairs.filter((r) => r.status === status);
  const heading = (status: RepairStatus) =>
    `${t(`statuses.${status}`)} (${byStatus(status).length})`;

  if (!wide) {
    return (
      <Box>
        <ScrollableTabs value={tab} onChange={setTab} label={t('statusTabs')} sx={{ mb: 1 }}>
          {repairStatuses.map((status) => (
            <Tab key={status} value={status} label={heading(status)} />
          ))}
        </ScrollableTabs>
        <RepairList status={tab} repairs={byStatus(tab)} onOpen={onOpen} heading="h2" />
      </Box>
    );
  }
  return (
    <Box
      aria-label={t('boardLabel')}
      role="group"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}
    >
      {repairStatuses.map((status) => (
        <Paper
          key={status}
          component="section"
          aria-labelledby={`repairs-${status}`}
          variant="outlined"
          sx={{ p: 1, bgcolor: 'action.hover', alignSelf: 'start' }}
        >
          <Typography id={`repairs-${status}`} component="h2" variant="subtitle1" sx={{ mb: 1 }}>
            {heading(status)}
          </Typography>
          <RepairList status={status} repairs={byStatus(status)} onOpen={onOpen} />
        </Paper>
      ))}
    </Box>
  );
}
