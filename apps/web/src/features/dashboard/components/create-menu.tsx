import AddIcon from '@mui/icons-material/Add';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Permission } from '@rental/shared/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../lib/permissions';

/** Shortcuts to the create forms (spec section 2, dashboard). */
const createLinks = [
  { to: '/newtenant', label: 'create.newTenant', permission: 'tenants.write' },
  { to: '/newrental', label: 'create.newRental', permission: 'rentals.write' },
  { to: '/newtransaction', label: 'create.rentalPayment', permission: 'money.write' },
  { to: '/newpayment', label: 'create.subscriptionPayment', permission: 'subscription' },
] as const satisfies readonly { to: string; label: string; permission: Permission }[];

export function CreateMenu() {
  const { t } = useTranslation('dashboard');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const can = useCan();
  const links = createLinks.filter((link) => can(link.permission));
  // Nothing the role may create (an accountant without money.write would be one): no menu.
  if (links.length === 0) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="true"
        aria-controls={anchor ? 'create-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('create.button')}
      </Button>
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
    </>
  );
}
