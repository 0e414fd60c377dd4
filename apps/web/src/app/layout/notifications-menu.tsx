import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Notification } from '@rental/shared/schemas/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notificationText } from '../../lib/notification-text';
import type { MenuAnchor } from '../../components/lazy-part/menu-anchor';

interface NotificationsMenuProps {
  anchor: MenuAnchor;
  items: readonly Notification[];
  unread: readonly Notification[];
  close: () => void;
  open: (item: Notification) => void;
  markAllRead: () => void;
}

/** The bell's list, loaded when the bell is first opened (components/lazy-part). */
export function NotificationsMenu({
  anchor,
  items,
  unread,
  close,
  open,
  markAllRead,
}: NotificationsMenuProps) {
  const { t } = useTranslation('layout');
  return (
    <Menu
      id="notifications-menu"
      // Kept inside the top bar's landmark (not portalled to <body>), where it belongs.
      disablePortal
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 'min(380px, calc(100vw - 24px))' } } }}
    >
      {items.length === 0 && (
        <MenuItem onClick={close} sx={{ color: 'text.secondary' }}>
          {t('noNotifications')}
        </MenuItem>
      )}
      {items.map((item) => (
        <MenuItem
          key={item.notificationid}
          onClick={() => open(item)}
          sx={{ whiteSpace: 'normal', alignItems: 'flex-start', gap: 1 }}
        >
          <Box
            aria-hidden
            sx={{
              mt: 1,
              width: 8,
              height: 8,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: item.read ? 'transparent' : 'secondary.main',
            }}
          />
          <ListItemText
            primary={notificationText(item, t as TFunction)}
            secondary={item.read ? undefined : t('unread')}
            slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 600 } } }}
          />
        </MenuItem>
      ))}
      {unread.length > 1 && [
        <Divider key="divider" />,
        <MenuItem
          key="all"
          onClick={() => {
            markAllRead();
            close();
          }}
          sx={{ color: 'primary.main', justifyContent: 'center' }}
        >
          {t('markAllRead')}
        </MenuItem>,
      ]}
    </Menu>
  );
}
