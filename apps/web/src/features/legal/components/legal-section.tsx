import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LegalPage, LegalSectionContent } from '../lib/legal-pages';

/** One section of the privacy notice or the terms: its heading, paragraphs and list. */
export function LegalSection({
  page,
  sectionKey,
  content,
}: {
  page: LegalPage;
  sectionKey: string;
  content: LegalSectionContent;
}) {
  const { t } = useTranslation('legal');
  const path = `${page}.sections.${sectionKey}`;
  const headingId = `${page}-${sectionKey}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t(`${path}.title`)}
      </Typography>
      {Object.keys(content.text ?? {}).map((key) => (
        <Typography key={key}>{t(`${path}.text.${key}`)}</Typography>
      ))}
      {content.items && (
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {Object.keys(content.items).map((key) => (
            <Typography key={key} component="li">
              {t(`${path}.items.${key}`)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
