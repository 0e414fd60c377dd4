import BuildIcon from '@mui/icons-material/Build';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PublicTenantPage } from '@rental/shared/schemas/tenant-page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';
import { ReportProblemDialog } from './report-problem-dialog';

/**
 * Repairs: "Report a problem" for a current tenant, and the problems they reported that are
 * still open (or closed lately), each with its reference and where it stands.
 */
export function RepairsSection({ token, page }: { token: string; page: PublicTenantPage }) {
  const { t } = useTranslation('tenantPage');
  const [open, setOpen] = useState(false);
  const current = page.tenant.status === 'current';
  if (!current && page.repairs.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="repairs-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography
          id="repairs-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, flex: 1 }}
        >
          {t('repairs.title')}
        </Typography>
        {current && (
          <Button variant="outlined" startIcon={<BuildIcon />} onClick={() => setOpen(true)}>
            {t('repairs.report')}
          </Button>
        )}
      </Box>
      {page.repairs.length === 0 ? (
        <Typography color="text.secondary">{t('repairs.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="repairs-title"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {page.repairs.map((repair) => (
            <Box
              component="li"
              key={repair.reference}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {`${repair.reference} · ${t(`repairs.categories.${repair.category}`)}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('repairs.reportedOn', { date: formatDay(repair.reportedat) })}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={t(`repairs.statuses.${repair.status}`)}
                color={repair.status === 'done' ? 'success' : 'default'}
              />
            </Box>
          ))}
        </Box>
      )}
      {open && <ReportProblemDialog token={token} onClose={() => setOpen(false)} />}
    </Paper>
  );
}
