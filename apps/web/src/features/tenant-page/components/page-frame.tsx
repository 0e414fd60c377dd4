import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '../../../components/alert/alert-area';
import { Brand } from '../../../components/brand';

/**
 * The tenant's page around its content: the product's mark and the language switch on top,
 * one column on a phone, a wider one on a desktop. No app navigation: there is no account.
 */
export function PageFrame({ switcher, children }: { switcher?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          maxWidth: 960,
          mx: 'auto',
          px: 2,
          pt: { xs: 1.5, sm: 3 },
        }}
      >
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Brand />
        </Box>
        {/* A phone keeps the mark alone: the language switch stays on the same line. */}
        <Box
          component="img"
          src="/images/logo.svg"
          alt={t('productName')}
          sx={{ display: { xs: 'block', sm: 'none' }, width: 32, height: 32, borderRadius: 2 }}
        />
        {switcher}
      </Box>
      <Box
        component="main"
        sx={{ maxWidth: 960, mx: 'auto', px: 2, pt: 2, pb: { xs: 4, sm: 6 }, minWidth: 0 }}
      >
        <AlertArea />
        {children}
      </Box>
    </Box>
  );
}
