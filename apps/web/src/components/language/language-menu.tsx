import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LazyTooltip } from '../lazy-tooltip';
import { languages } from '@rental/shared/enums';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languageNames } from '../../lib/language';
import { useChangeLanguage } from './use-change-language';

interface LanguageMenuProps {
  /** An icon only (the top bar on a phone); otherwise the icon and the language's name. */
  compact?: boolean;
}

/**
 * The language switch: English or Kiswahili, each named in its own language so a reader of
 * either finds it. Sits on the landing page, sign-in, the top bar and the profile.
 */
export function LanguageMenu({ compact = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation('language');
  const changeLanguage = useChangeLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = currentLanguage(i18n.language);
  const label = t('current', { name: languageNames[current] });
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const menuProps = { 'aria-haspopup': 'menu', 'aria-expanded': Boolean(anchor) } as const;

  return (
    <>
      {compact ? (
        <LazyTooltip title={label}>
          <IconButton color="inherit" aria-label={label} onClick={open} {...menuProps}>
            <TranslateIcon />
          </IconButton>
        </LazyTooltip>
      ) : (
        <Button
          color="inherit"
          startIcon={<TranslateIcon />}
          aria-label={label}
          onClick={open}
          sx={{ textTransform: 'none' }}
          {...menuProps}
        >
          {languageNames[current]}
        </Button>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => {
              setAnchor(null);
              changeLanguage(language);
            }}
          >
            {languageNames[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
