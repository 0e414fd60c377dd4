import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Brand } from '../../components/brand';
import { useUnallocatedCount } from '../../entities/notifications/notifications';
import { usePermittedHome, useVisibleNavItems } from './visible-nav-items';

/**
 * The sidebar's brand and links (those the user's role may use; Landlords for agents only, the
 * operator console for operators only), Unallocated Payments with the count waiting; `onNavigate` closes the phone
 * drawer after a choice.
 */
export function AppSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const unallocated = useUnallocatedCount();
  const items = useVisibleNavItems();
  const home = usePermittedHome()?.path ?? '/user';
  return (
    <>
      <Toolbar>
        <Box component={Link} to={home} onClick={onNavigate} sx={{ textDecoration: 'none' }}>
          <Brand />
        </Box>
      </Toolbar>
      <Divider />
      <List component="div" sx={{ px: 1 }}>
        {items.map(({ path, page, Icon }) => (
          <ListItemButton
            key={path}
            component={NavLink}
            to={path}
            onClick={onNavigate}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              '&.active': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '& .MuiListItemIcon-root': { color: 'inherit' },
              },
              '&.active:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={t(`pages.${page}`)} />
            {path === '/unallocated' && unallocated > 0 && (
              <Chip
                size="small"
                color="secondary"
                label={unallocated}
                aria-label={t('waitingCount', { count: unallocated })}
              />
            )}
          </ListItemButton>
        ))}
      </List>
      {/* In the phone drawer only: the top bar leaves its room to the page title there. */}
      <List component="div" sx={{ px: 1, display: { xs: 'block', sm: 'none' } }}>
        <Divider sx={{ mb: 1 }} />
        <ListItemButton
          component={NavLink}
          to="/help"
          onClick={onNavigate}
          sx={{ borderRadius: 2 }}
        >
          <ListItemIcon>
            <HelpOutlineOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary={t('help')} />
        </ListItemButton>
      </List>
    </>
  );
}
