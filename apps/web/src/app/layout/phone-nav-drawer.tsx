import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import { AppSidebar } from './app-sidebar';
import { drawerWidth } from './nav-width';

interface PhoneNavDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The navigation behind the menu button on a phone: a modal drawer, loaded the first time it
 * is opened or while the phone is idle (components/lazy-part). The modal, its backdrop and
 * the slide transition are no part of the first screen's download.
 */
export function PhoneNavDrawer({ open, onClose }: PhoneNavDrawerProps) {
  const { t } = useTranslation('layout');
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      // The phone's menu is a dialog: it is named like the navigation it holds.
      slotProps={{ paper: { 'aria-label': t('navLabel') } }}
      sx={{
        display: { xs: 'block', md: 'none' },
        '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
      }}
    >
      <AppSidebar onNavigate={onClose} />
    </Drawer>
  );
}
