import MoveUpOutlinedIcon from '@mui/icons-material/MoveUpOutlined';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeRentDialog } from './change-rent-dialog';
import { MoveTenantDialog } from './move-tenant-dialog';

/** The tenant page's rent and place actions: "Change rent" and "Move to another unit". */
export function TenantRentActions({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTranslation('tenants');
  const [open, setOpen] = useState<'rent' | 'move' | null>(null);
  const close = () => setOpen(null);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2.5 }}>
      <Button
        variant="outlined"
        startIcon={<TrendingUpOutlinedIcon />}
        onClick={() => setOpen('rent')}
      >
        {t('rent.button')}
      </Button>
      <Button variant="outlined" startIcon={<MoveUpOutlinedIcon />} onClick={() => setOpen('move')}>
        {t('move.button')}
      </Button>
      {open === 'rent' && <ChangeRentDialog tenant={tenant} onClose={close} />}
      {open === 'move' && <MoveTenantDialog tenant={tenant} onClose={close} />}
    </Box>
  );
}
