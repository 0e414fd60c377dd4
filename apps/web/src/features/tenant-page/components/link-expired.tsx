import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { languages, type Language } from '@rental/shared/enums';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language';

/**
 * A revoked or unknown link: nothing says whose it was, so the page cannot know the tenant's
 * language and says it in both, the browser's language first.
 */
export function LinkExpired() {
  const { i18n } = useTranslation('tenantPage');
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
        <ExpiredIn key={lng} lng={lng} first={at === 0} />
      ))}
    </Paper>
  );
}

/**
 * The message in one language. useTranslation with `lng` loads that language's texts first
 * (each language is a chunk of its own: app/i18n.ts), suspending until they are in.
 */
function ExpiredIn({ lng, first }: { lng: Language; first: boolean }) {
  const { t } = useTranslation('tenantPage', { lng });
  return (
    <Box lang={lng} sx={first ? {} : { borderTop: 1, borderColor: 'divider', pt: 3 }}>
      <Typography variant="h5" component={first ? 'h1' : 'h2'} sx={{ fontWeight: 700, mb: 1 }}>
        {t('expired.title')}
      </Typography>
      <Typography color="text.secondary">{t('expired.text')}</Typography>
    </Box>
  );
}
