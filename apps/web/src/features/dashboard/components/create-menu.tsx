import AddIcon from '@mui/icons-material/Add';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shortcuts to the create forms (spec section 2, dashboard). */
const createLinks = [
  { to: '/newtenant', label: 'create.newTenant' },
  { to: '/newrental', label: 'create.newRental' },
  { to: '/newtransaction', label: 'create.rentalPayment' },
  { to: '/newpayment', label: 'create.subscriptionPayment' },
] as const;

export function CreateMenu() {
  const { t } = useTranslation('dashboard');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
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
        {createLinks.map(({ to, label }) => (
          <MenuItem key={to} component={Link} to={to} onClick={close}>
            {t(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
