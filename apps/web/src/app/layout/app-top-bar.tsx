import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { LazyTooltip } from '../../components/lazy-tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from '../../components/language/language-menu';
import { useLogout } from '../../features/auth/api/logout';
import { NotificationsButton } from './notifications-button';
import { usePageTitle } from './page-titles';

interface AppTopBarProps {
  drawerWidth: number;
  onMenuClick: () => void;
}

/** Page title and the help, language, notifications, profile and sign-out buttons. */
export function AppTopBar({ drawerWidth, onMenuClick }: AppTopBarProps) {
  const { t } = useTranslation('layout');
  const title = usePageTitle();
  const logout = useLogout();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        width: { md: `calc(100% - ${drawerWidth}px)` },
        ml: { md: `${drawerWidth}px` },
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 0.5 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('openMenu')}
          onClick={onMenuClick}
          sx={{ mr: 1, display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        {/* On a phone the title needs the room: Help is in the menu drawer there, and the
            language is chosen on the profile. */}
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <LazyTooltip title={t('help')}>
            <IconButton color="inherit" component={Link} to="/help" aria-label={t('help')}>
              <HelpOutlineOutlinedIcon />
            </IconButton>
          </LazyTooltip>
          <LanguageMenu compact />
        </Box>
        <NotificationsButton />
        <LazyTooltip title={t('profile')}>
          <IconButton color="inherit" component={Link} to="/user" aria-label={t('profile')}>
            <AccountCircleIcon />
          </IconButton>
        </LazyTooltip>
        <LazyTooltip title={t('signOut')}>
          <span>
            <IconButton
              color="inherit"
              edge="end"
              aria-label={t('signOut')}
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              <LogoutIcon />
            </IconButton>
          </span>
        </LazyTooltip>
      </Toolbar>
    </AppBar>
  );
}
