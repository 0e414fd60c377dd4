import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { languages, type Language } from '@rental/shared/enums';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languageNames } from '../../../lib/language';

/** English | Kiswahili, both in sight: a tenant who reads one finds it at once. */
export function LanguageSwitch({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation('tenantPage');
  const current = currentLanguage(i18n.language);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current}
      aria-label={t('language')}
      onChange={(_event, value: Language | null) => {
        if (value) onChange(value);
      }}
    >
      {languages.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          lang={language}
          sx={{ textTransform: 'none', px: 1.5, minHeight: 40 }}
        >
          {languageNames[language]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
