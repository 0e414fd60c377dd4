import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LazyTooltip } from '../../components/lazy-tooltip';
import type { Notification } from '@rental/shared/schemas/notifications';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notificationText } from '../../lib/notification-text';
import {
  useMarkNotificationsRead,
  useNotifications,
} from '../../entities/notifications/notifications';

/**
 * The bell: what needs the landlord (payments waiting, messages failed or held, a go-live
 * step...), unread ones counted on the badge. Choosing one marks it read and goes to where
 * to act.
 */
export function NotificationsButton() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = notifications.data ?? [];
  const unread = items.filter((item) => !item.read);
  const close = () => setAnchor(null);
  const open = (item: Notification) => {
    close();
    if (!item.read) markRead.mutate([item.notificationid]);
    void navigate(item.link);
  };
  const label = unread.length
    ? t('notificationsUnread', { count: unread.length })
    : t('notifications');
  return (
    <>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          aria-controls={anchor ? 'notifications-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No badge text at all when nothing is unread: a hidden "0" still counts as text. */}
          <Badge badgeContent={unread.length || undefined} color="secondary">
            <NotificationsNoneIcon />
          </Badge>
        </IconButton>
      </LazyTooltip>
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
              markRead.mutate(unread.map((item) => item.notificationid));
              close();
            }}
            sx={{ color: 'primary.main', justifyContent: 'center' }}
          >
            {t('markAllRead')}
          </MenuItem>,
        ]}
      </Menu>
    </>
  );
}
