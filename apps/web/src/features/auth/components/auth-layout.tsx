import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertArea } from '../../../components/alert/alert-area';
import { Brand } from '../../../components/brand';
import { LanguageMenu } from '../../../components/language/language-menu';

const brandPoints = ['invoices', 'payments', 'reports'] as const;

/** Sign-in and sign-up: a branded panel beside the form on desktop, the form alone on phones. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
      }}
    >
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 4,
          p: 6,
          bgcolor: 'primary.main',
          color: 'common.white',
        }}
      >
        <Box component={Link} to="/" sx={{ textDecoration: 'none', alignSelf: 'flex-start' }}>
          <Brand inverted />
        </Box>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, maxWidth: 420 }}>
          {t('brand.tagline')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {brandPoints.map((point) => (
            <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5 }}>
              <CheckCircleIcon sx={{ color: 'secondary.main' }} aria-hidden />
              <Typography>{t(`brand.points.${point}`)}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        component="main"
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: 2,
          py: { xs: 3, sm: 6 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 520 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: { xs: 3, md: 1 } }}>
            <Box
              component={Link}
              to="/"
              sx={{ display: { xs: 'inline-flex', md: 'none' }, textDecoration: 'none' }}
            >
              <Brand />
            </Box>
            <Box sx={{ ml: 'auto' }}>
              <LanguageMenu />
            </Box>
          </Box>
          <AlertArea />
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
            {children}
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
