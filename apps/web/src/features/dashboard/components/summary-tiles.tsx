import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const countFormat = new Intl.NumberFormat('en-KE');

function Tile({
  title,
  value,
  hint,
  icon,
  to,
  money = false,
}: {
  title: string;
  value: string;
  hint?: string;
  icon: ReactNode;
  /** Where the tile leads (the whole tile is the link). */
  to?: string;
  /** A money tile takes a phone's whole width; the two counts share a row under them. */
  money?: boolean;
}) {
  // A tile that leads somewhere is a link as a whole (Total Debts Owed opens /arrears).
  const shape = {
    p: 2,
    display: 'flex',
    alignItems: 'flex-start',
    gap: 1.5,
    minWidth: 0,
    gridColumn: money ? { xs: '1 / -1', sm: 'auto' } : undefined,
  };
  const frame = to
    ? ({
        component: RouterLink,
        to,
        sx: [shape, { textDecoration: 'none', '&:hover': { borderColor: 'primary.main' } }],
      } as const)
    : ({ component: 'section', sx: shape } as const);
  return (
    // A link is named by all it shows (title and figure); a plain tile is a named section.
    <Paper {...frame} aria-label={to ? undefined : title} variant="outlined">
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="body2" color="text.secondary">
          {title}
        </Typography>
        <Typography
          // Wraps between "KES" and the figure, never inside the figure.
          sx={{ fontWeight: 700, fontSize: { xs: '1.375rem', lg: '1.2rem' }, lineHeight: 1.3 }}
        >
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/**
 * The four tiles: this month's revenue (titled with its name), debts, rentals and tenants.
 * The money comes first, a tile each on a phone; the two counts share a row.
 */
export function SummaryTiles({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      <Tile
        title={t('tiles.revenue', { month: summary.month })}
        value={formatKes(summary.revenue)}
        hint={t('tiles.revenueHint')}
        icon={<TrendingUpIcon />}
        money
      />
      <Tile
        title={t('tiles.debts')}
        value={formatKes(summary.totaldebts)}
        hint={t('tiles.debtsHint')}
        icon={<AccountBalanceWalletOutlinedIcon />}
        to="/arrears"
        money
      />
      <Tile
        title={t('tiles.rentals')}
        value={countFormat.format(summary.rentals)}
        icon={<HomeWorkOutlinedIcon />}
      />
      <Tile
        title={t('tiles.tenants')}
        value={countFormat.format(summary.tenants)}
        icon={<PeopleOutlinedIcon />}
      />
    </Box>
  );
}
