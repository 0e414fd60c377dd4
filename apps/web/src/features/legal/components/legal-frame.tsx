import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Brand } from '../../../components/brand';
import { LanguageMenu } from '../../../components/language/language-menu';
import { useAuthToken } from '../../../lib/auth-token';
import { legalPages, type LegalPage } from '../lib/legal-pages';

/**
 * The privacy notice and the terms around their content: the product's mark (home), the
 * language switch, the way on (back to the app, or sign-in), the title and lead, and a link to
 * the other page. Public, so a landlord reads them before signing up, and a tenant too.
 */
export function LegalFrame({ page, children }: { page: LegalPage; children: ReactNode }) {
  const { t } = useTranslation(['legal', 'common']);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const signedIn = Boolean(useAuthToken());

  useEffect(() => {
    document.title = `${t(`${page}.title`)} · ${t('common:productName')}`;
  }, [t, page]);

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          maxWidth: 880,
          mx: 'auto',
          px: 2,
          pt: { xs: 1.5, sm: 3 },
        }}
      >
        <Box
          component={RouterLink}
          to="/"
          aria-label={t('header.home')}
          sx={{
            textDecoration: 'none',
            mr: 'auto',
            '& .MuiTypography-root': { display: { xs: 'none', sm: 'block' } },
          }}
        >
          <Brand />
        </Box>
        <LanguageMenu compact={phone} />
        <Button variant="outlined" component={RouterLink} to={signedIn ? '/dashboard' : '/sign-in'}>
          {t(signedIn ? 'header.backToApp' : 'header.signIn')}
        </Button>
      </Box>
      <Box component="main" sx={{ maxWidth: 880, mx: 'auto', px: 2, pt: 2, pb: { xs: 4, sm: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
          <div>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {t(`${page}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`${page}.lead`)}</Typography>
          </div>
          {children}
          <Typography component="nav" aria-label={t('otherPages')}>
            {t('otherPages')}{' '}
            {legalPages
              .filter((other) => other.page !== page)
              .map((other) => (
                <Link key={other.page} component={RouterLink} to={other.path}>
                  {t(`${other.page}.title`)}
                </Link>
              ))}
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
