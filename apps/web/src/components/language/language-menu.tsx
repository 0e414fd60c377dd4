import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../lazy-tooltip';
import { lazyPart, useWantedOnce } from '../lazy-part/lazy-part';
import { useMenuAnchor } from '../lazy-part/menu-anchor';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languageNames } from '../../lib/language';
import { useChangeLanguage } from './use-change-language';
import { Suspense } from 'react';

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
  const { id, open, anchor, show, close } = useMenuAnchor();
  const current = currentLanguage(i18n.language);
  const label = t('current', { name: languageNames[current] });
  const menuProps = {
    id,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    onPointerEnter: () => void languageList.preload(),
    onFocus: () => void languageList.preload(),
  } as const;
  const mounted = useWantedOnce(open);

  return (
    <>
      {compact ? (
        <LazyTooltip title={label}>
          <IconButton color="inherit" aria-label={label} onClick={show} {...menuProps}>
            <TranslateIcon />
          </IconButton>
        </LazyTooltip>
      ) : (
        <Button
          color="inherit"
          startIcon={<TranslateIcon />}
          aria-label={label}
          onClick={show}
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
            onClose={close}
            onChoose={changeLanguage}
          />
        </Suspense>
      )}
    </>
  );
}
