import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Language } from '@rental/shared/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguagePreview } from '../lib/language-preview';

/** The English bubble keeps the plain test id the end-to-end specs already look for. */
const testIds: Record<Language, string> = { en: 'message-preview', sw: 'message-preview-sw' };

/**
 * The message as the tenants reading one language get it, what it costs in SMS parts, and,
 * when the schedule has no version in that language, which text they get instead.
 */
export function LanguagePreviewCard({
  language,
  preview,
}: {
  language: Language;
  preview: LanguagePreview;
}) {
  const { t } = useTranslation('invoices');
  const headingId = useId();
  const { length } = preview;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gap: 1, alignContent: 'start', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {t(`preview.languages.${language}`)}
      </Typography>
      {preview.source !== 'own' && (
        <Typography variant="body2" color="text.secondary">
          {t(`preview.fallback.${preview.source}`)}
        </Typography>
      )}
      <Paper
        variant="outlined"
        data-testid={testIds[language]}
        // The language the text is written in (an English fallback on the Kiswahili side).
        lang={preview.source === 'english' ? 'en' : language}
        sx={{
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: 3,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxWidth: 560,
        }}
      >
        {preview.text}
      </Paper>
      <Typography variant="body2" color="text.secondary">
        {t('preview.parts', {
          count: length.parts,
          encoding: length.encoding,
          units: length.units,
        })}
      </Typography>
    </Box>
  );
}
