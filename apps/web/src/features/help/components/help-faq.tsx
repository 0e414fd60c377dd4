import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { helpAnchors } from '../../../lib/help-anchors';
import { helpEn } from '../locales/en';

/** The questions landlords ask, each a heading with its answer under it. */
export function HelpFaq() {
  const { t } = useTranslation('help');
  return (
    <Box
      component="section"
      aria-labelledby={helpAnchors.faq}
      sx={{ display: 'grid', gap: 2, overflowWrap: 'anywhere' }}
    >
      <Typography
        id={helpAnchors.faq}
        component="h2"
        variant="h5"
        sx={{ fontWeight: 700, scrollMarginTop: 16 }}
      >
        {t('faq.title')}
      </Typography>
      {Object.keys(helpEn.faq.items).map((key) => (
        <div key={key}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t(`faq.items.${key}.question`)}
          </Typography>
          <Typography>{t(`faq.items.${key}.answer`)}</Typography>
        </div>
      ))}
    </Box>
  );
}
