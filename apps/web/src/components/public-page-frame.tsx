import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from './brand';
import { LanguageMenu } from './language/language-menu';

export interface PublicPageFrameProps {
  signedIn: boolean;
  /** The header's texts, in the page's own namespace. */
  labels: { home: string; backToApp: string; signIn: string };
  children: ReactNode;
}

/**
 * A public page (Help, the privacy notice, the terms) around its content: the product's mark
 * (home), the language switch, and the way on: back to the app for a signed-in reader,
 * sign-in for one who is not. No sidebar: landlords still deciding read these pages too.
 */
export function PublicPageFrame({ signedIn, labels, children }: PublicPageFrameProps) {
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
          aria-label={labels.home}
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
        <Button variant="outlined" component={Link} to={signedIn ? '/dashboard' : '/sign-in'}>
          {signedIn ? labels.backToApp : labels.signIn}
        </Button>
      </Box>
      <Box component="main" sx={{ maxWidth: 880, mx: 'auto', px: 2, pt: 2, pb: { xs: 4, sm: 6 } }}>
        {children}
      </Box>
    </Box>
  );
}
