import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { QueryContent } from '../../../components/query-content';
import { useRentals } from '../../../entities/rentals/rentals';
import { useRepairs } from '../api/get-repairs';
import { RepairDialog } from '../components/repair-dialog';
import { RepairsBoard } from '../components/repairs-board';
import { ReportRepairDialog } from '../components/report-repair-dialog';

/**
 * /repairs: the repairs board (issue 32), by status, of one rental (?rentalid, so a link keeps
 * it) or every rental the user reaches. Report a repair; open one to assign, schedule, text
 * the tenant or the fundi, or mark it done with its cost.
 */
export function RepairsPage() {
  const { t } = useTranslation('repairs');
  const [params, setParams] = useSearchParams();
  const rentalId = params.get('rentalid') ?? '';
  const repairs = useRepairs(rentalId);
  const rentals = useRentals();
  const [reporting, setReporting] = useState(false);
  const [openId, setOpenId] = useState<string>();

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeading title={t('title')} text={t('text')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          id="repairs-rental"
          label={t('filters.rental')}
          value={rentalId}
          onChange={(event) =>
            setParams(event.target.value ? { rentalid: event.target.value } : {})
          }
          size="small"
          sx={{ minWidth: 220, flexGrow: { xs: 1, sm: 0 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('filters.allRentals')}</MenuItem>
          {(rentals.data ?? []).map((rental) => (
            <MenuItem key={rental.rentalid} value={rental.rentalid}>
              {rental.rentaldata.rentalname}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setReporting(true)}
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('report')}
        </Button>
      </Box>
      <QueryContent query={repairs}>
        {(list) => <RepairsBoard repairs={list} onOpen={(repair) => setOpenId(repair.id)} />}
      </QueryContent>
      {reporting && <ReportRepairDialog rentalId={rentalId} onClose={() => setReporting(false)} />}
      {openId && <RepairDialog repairId={openId} onClose={() => setOpenId(undefined)} />}
    </Box>
  );
}
