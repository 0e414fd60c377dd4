import AddIcon from '@mui/icons-material/Add';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import type { Permission } from '@rental/shared/permissions';
import { useTranslation } from 'react-i18next';
import { lazyPart, useWantedOnce } from '../../../components/lazy-part/lazy-part';
import { useMenuAnchor } from '../../../components/lazy-part/menu-anchor';
import { useCan } from '../../../lib/permissions';
import { Suspense } from 'react';

const createMenuList = lazyPart(async () => (await import('./create-menu-list')).CreateMenuList);
const CreateMenuList = createMenuList.Part;

/** Shortcuts to the create forms (spec section 2, dashboard). */
const createLinks = [
  { to: '/newtenant', label: 'create.newTenant', permission: 'tenants.write' },
  { to: '/newrental', label: 'create.newRental', permission: 'rentals.write' },
  { to: '/newtransaction', label: 'create.rentalPayment', permission: 'money.write' },
  { to: '/newpayment', label: 'create.subscriptionPayment', permission: 'subscription' },
] as const satisfies readonly { to: string; label: string; permission: Permission }[];

export function CreateMenu() {
  const { t } = useTranslation('dashboard');
  const { id, open, anchor, show, close } = useMenuAnchor();
  const can = useCan();
  const links = createLinks.filter((link) => can(link.permission));
  const mounted = useWantedOnce(open);
  // Nothing the role may create (an accountant without money.write would be one): no menu.
  if (links.length === 0) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<KeyboardArrowDownIcon />}
        id={id}
        aria-haspopup="true"
        aria-controls={open ? 'create-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={show}
        onPointerEnter={() => void createMenuList.preload()}
        onFocus={() => void createMenuList.preload()}
      >
        {t('create.button')}
      </Button>
      {mounted && (
        <Suspense>
          <CreateMenuList anchor={anchor} links={links} close={close} />
        </Suspense>
      )}
    </>
  );
}
