import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuAnchor } from '../../../components/lazy-part/menu-anchor';

interface CreateMenuListProps {
  anchor: MenuAnchor;
  links: readonly { to: string; label: string }[];
  close: () => void;
}

/** The Create menu's list, loaded when it is first opened (components/lazy-part). */
export function CreateMenuList({ anchor, links, close }: CreateMenuListProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Menu
      id="create-menu"
      // Kept inside the page's main landmark (not portalled to <body>), where it belongs.
      disablePortal
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {links.map(({ to, label }) => (
        <MenuItem key={to} component={Link} to={to} onClick={close}>
          {t(label)}
        </MenuItem>
      ))}
    </Menu>
  );
}
