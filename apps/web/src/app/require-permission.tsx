import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Permission } from '@rental/shared/permissions';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet } from 'react-router';
import { useCan } from '../lib/permissions';
import { usePermittedHome } from './layout/visible-nav-items';

/**
 * A layout route around screens that need `permission`: without it (an old link, a typed
 * address) the user is told the screen is not for their role, with a way to their home. The
 * screen itself is never mounted, so it calls none of its APIs.
 */
export function RequirePermission({ permission }: { permission: Permission }) {
  const can = useCan();
  return can(permission) ? <Outlet /> : <NotForYourRole />;
}

/**
 * The dashboard shows money: a role without the reports (a caretaker) lands on the first
 * screen of their sidebar instead, so sign-in and the brand link still lead somewhere useful.
 */
export function DashboardOrHome() {
  const can = useCan();
  const home = usePermittedHome();
  if (can('reports.read')) return <Outlet />;
  return <Navigate to={home?.path ?? '/user'} replace />;
}

function NotForYourRole() {
  const { t } = useTranslation('layout');
  const home = usePermittedHome();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="not-for-role-title"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}
    >
      <Typography
        id="not-for-role-title"
        variant="h5"
        component="h1"
        sx={{ fontWeight: 700 }}
        gutterBottom
      >
        {t('notForRole.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notForRole.text')}
      </Typography>
      <Box>
        <Button variant="contained" component={Link} to={home?.path ?? '/user'}>
          {t('notForRole.home', { page: t(`pages.${home?.page ?? 'profile'}`) })}
        </Button>
      </Box>
    </Paper>
  );
}
