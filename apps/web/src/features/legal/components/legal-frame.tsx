import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { useAuthToken } from '../../../lib/auth-token';
import { legalPages, type LegalPage } from '../lib/legal-pages';

/**
 * The privacy notice and the terms around their content, in the public pages' frame
 * (components/public-page-frame.tsx): the title and lead, and a link to the other page.
 * Public, so a landlord reads them before signing up, and a tenant too.
 */
export function LegalFrame({ page, children }: { page: LegalPage; children: ReactNode }) {
  const { t } = useTranslation(['legal', 'common']);
  const signedIn = Boolean(useAuthToken());

  useEffect(() => {
    document.title = `${t(`${page}.title`)} · ${t('common:productName')}`;
  }, [t, page]);

  const labels = {
    home: t('header.home'),
    backToApp: t('header.backToApp'),
    signIn: t('header.signIn'),
  };

  return (
    <PublicPageFrame signedIn={signedIn} labels={labels}>
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
    </PublicPageFrame>
  );
}
