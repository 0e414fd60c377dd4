import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../lib/use-phone';

/**
 * On a phone, filter fields fold away behind a "Filters" button saying how many are applied,
 * so the list starts near the top of the screen; on wider screens they are simply shown.
 * The fields stay mounted while folded, so what was typed is kept.
 */
export function FiltersFold({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation('paged');
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!phone) return children;
  return (
    <Paper variant="outlined" sx={{ width: '100%' }}>
      <Button
        fullWidth
        color="inherit"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        startIcon={<FilterListIcon />}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{
          justifyContent: 'flex-start',
          px: 2,
          minHeight: 48,
          fontWeight: 600,
          '& .MuiButton-endIcon': { ml: 'auto' },
        }}
      >
        {active > 0 ? t('filters.toggleCount', { count: active }) : t('filters.toggle')}
      </Button>
      <Collapse in={open} id={panelId}>
        <Box sx={{ p: 2, pt: 1, display: 'grid', gap: 1.5 }}>{children}</Box>
      </Collapse>
    </Paper>
  );
}
