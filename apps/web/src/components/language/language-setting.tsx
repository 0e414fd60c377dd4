import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { languages } from '@rental/shared/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languageNames } from '../../lib/language';
import { useChangeLanguage } from './use-change-language';

/** The profile's language choice: applied at once and saved for the user. */
export function LanguageSetting() {
  const { t, i18n } = useTranslation('language');
  const changeLanguage = useChangeLanguage();
  const id = useId();
  const current = currentLanguage(i18n.language);
  return (
    <FormControl>
      <FormLabel id={`${id}-label`}>{t('label')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        value={current}
        onChange={(event) => changeLanguage(currentLanguage(event.target.value))}
      >
        {languages.map((language) => (
          <FormControlLabel
            key={language}
            value={language}
            control={<Radio />}
            label={<span lang={language}>{languageNames[language]}</span>}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={`${id}-help`} sx={{ mx: 0 }}>
        {t('settingHelp')}
      </FormHelperText>
    </FormControl>
  );
}
