import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../../components/lazy-tooltip';
import { lazyPart, useWantedOnce } from '../../components/lazy-part/lazy-part';
import { useMenuAnchor } from '../../components/lazy-part/menu-anchor';
import { withPartTexts } from '../../lib/with-part-texts';
import type { Notification } from '@rental/shared/schemas/notifications';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useMarkNotificationsRead,
  useNotifications,
} from '../../entities/notifications/notifications';

// A skipped schedule's notification names its invoice type (the invoices' texts).
export const notificationsMenu = lazyPart(
  async () => (await withPartTexts(import('./notifications-menu'), ['invoices'])).NotificationsMenu,
);
const NotificationsMenu = notificationsMenu.Part;

/**
 * The bell: what needs the landlord (payments waiting, messages failed or held, a go-live
 * step...), unread ones counted on the badge. Choosing one marks it read and goes to where
 * to act.
 */
export function NotificationsButton() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { id, open: shown, anchor, show, close } = useMenuAnchor();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = notifications.data ?? [];
  const unread = items.filter((item) => !item.read);
  const open = (item: Notification) => {
    close();
    if (!item.read) markRead.mutate([item.notificationid]);
    void navigate(item.link);
  };
  const label = unread.length
    ? t('notificationsUnread', { count: unread.length })
    : t('notifications');
  const mounted = useWantedOnce(shown);
  return (
    <>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          id={id}
          aria-haspopup="true"
          aria-controls={shown ? 'notifications-menu' : undefined}
          aria-expanded={shown ? 'true' : undefined}
          onClick={show}
          onPointerEnter={() => void notificationsMenu.preload()}
          onFocus={() => void notificationsMenu.preload()}
        >
          {/* No badge text at all when nothing is unread: a hidden "0" still counts as text. */}
          <Badge badgeContent={unread.length || undefined} color="secondary">
            <NotificationsNoneIcon />
          </Badge>
        </IconButton>
      </LazyTooltip>
      {mounted && (
        <Suspense>
          <NotificationsMenu
            anchor={anchor}
            items={items}
            unread={unread}
            close={close}
            open={open}
            markAllRead={() => markRead.mutate(unread.map((item) => item.notificationid))}
          />
        </Suspense>
      )}
    </>
  );
}
