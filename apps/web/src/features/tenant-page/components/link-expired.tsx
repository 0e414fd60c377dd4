import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { languages } from '@rental/shared/enums';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language';

/**
 * A revoked or unknown link: nothing says whose it was, so the page cannot know the tenant's
 * language and says it in both, the browser's language first.
 */
export function LinkExpired() {
  const { t, i18n } = useTranslation('tenantPage');
  const first = currentLanguage(i18n.language);
  const ordered = [first, ...languages.filter((lng) => lng !== first)];
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 5 },
        display: 'grid',
        gap: 3,
        maxWidth: 560,
        mx: 'auto',
        mt: { sm: 4 },
      }}
    >
      <LinkOffIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
      {ordered.map((lng, at) => (
        <Box
          key={lng}
          lang={lng}
          sx={at > 0 ? { borderTop: 1, borderColor: 'divider', pt: 3 } : {}}
        >
          <Typography
            variant="h5"
            component={at === 0 ? 'h1' : 'h2'}
            sx={{ fontWeight: 700, mb: 1 }}
          >
            {t('expired.title', { lng })}
          </Typography>
          <Typography color="text.secondary">{t('expired.text', { lng })}</Typography>
        </Box>
      ))}
    </Paper>
  );
}
