import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../lazy-tooltip';
import { lazyPart, useWantedOnce } from '../lazy-part/lazy-part';
import { Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languageNames } from '../../lib/language';
import { useChangeLanguage } from './use-change-language';

export const languageList = lazyPart(
  async () => (await import('./language-menu-list')).LanguageMenuList,
);
const LanguageMenuList = languageList.Part;

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
  const menuProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': Boolean(anchor),
    onPointerEnter: () => void languageList.preload(),
    onFocus: () => void languageList.preload(),
  } as const;
  const mounted = useWantedOnce(Boolean(anchor));

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
      {mounted && (
        <Suspense>
          <LanguageMenuList
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onChoose={changeLanguage}
          />
        </Suspense>
      )}
    </>
  );
}
