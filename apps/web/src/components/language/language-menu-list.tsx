import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { languages, type Language } from '@rental/shared/enums';
import { languageNames } from '../../lib/language';
import type { MenuAnchor } from '../lazy-part/menu-anchor';

interface LanguageMenuListProps {
  anchor: MenuAnchor;
  current: Language;
  onClose: () => void;
  onChoose: (language: Language) => void;
}

/** The language switch's list, loaded when the switch is first opened (lazy-part.ts). */
export function LanguageMenuList({ anchor, current, onClose, onChoose }: LanguageMenuListProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === current}
          onClick={() => {
            onClose();
            onChoose(language);
          }}
        >
          {languageNames[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}
