import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../../components/brand';
import { LanguageMenu } from '../../../components/language/language-menu';

/**
 * The Help page around its content: the product's mark (home), the language switch, and the
 * way on: back to the app for a signed-in reader, sign-in for one who is not. No sidebar: the
 * page is public, read by landlords still deciding too.
 */
export function HelpFrame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation('help');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
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
          component={Link}
          to="/"
          aria-label={t('header.home')}
          // A phone keeps the mark alone, so the switch and the button stay on one line.
          sx={{
            textDecoration: 'none',
            mr: 'auto',
            '& .MuiTypography-root': { display: { xs: 'none', sm: 'block' } },
          }}
        >
          <Brand />
        </Box>
        <LanguageMenu compact={phone} />
        {signedIn ? (
          <Button variant="outlined" component={Link} to="/dashboard">
            {t('header.backToApp')}
          </Button>
        ) : (
          <Button variant="outlined" component={Link} to="/sign-in">
            {t('header.signIn')}
          </Button>
        )}
      </Box>
      <Box component="main" sx={{ maxWidth: 880, mx: 'auto', px: 2, pt: 2, pb: { xs: 4, sm: 6 } }}>
        {children}
      </Box>
    </Box>
  );
}
