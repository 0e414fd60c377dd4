import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import PercentOutlinedIcon from '@mui/icons-material/PercentOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import { formatKes } from '@rental/shared/money';
import type { DashboardSummary } from '@rental/shared/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format-percent';
import { formatLongMonthName } from '../../../lib/format-date';
import { SummaryTile } from './summary-tile';

const countFormat = new Intl.NumberFormat('en-KE');

/**
 * The tiles, in the order that matters on a phone: this month's revenue, how much of what was
 * billed came in, how full the rentals are and what tenants owe; then this month's expenses
 * and net; then the portfolio's size. On a wide screen: money in and owed on the first row,
 * money out, net and the counts on the second; vacant units and the rent they lost last.
 * Each report figure opens its report.
 */
export function SummaryTiles({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  // The month in the app's language, from its YYYY-MM: the server's name for it is English.
  const month = formatLongMonthName(summary.monthkey);
  const invoiced = summary.chart.at(-1)?.invoiced ?? 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      <SummaryTile
        title={t('tiles.revenue', { month })}
        value={formatKes(summary.revenue)}
        hint={t('tiles.revenueHint')}
        icon={<TrendingUpIcon />}
        wide
      />
      <SummaryTile
        title={t('tiles.collectionRate')}
        value={
          summary.collectionrate === null
            ? t('tiles.noRate')
            : formatPercent(summary.collectionrate)
        }
        hint={
          summary.collectionrate === null
            ? t('tiles.nothingInvoiced', { month })
            : t('tiles.collectionRateHint', { invoiced: formatKes(invoiced) })
        }
        icon={<PercentOutlinedIcon />}
        to="/reports/collections"
      />
      <SummaryTile
        title={t('tiles.occupancy')}
        value={formatPercent(summary.occupancyrate)}
        hint={
          summary.units === 0
            ? t('tiles.noUnits')
            : t('tiles.occupancyHint', { count: summary.units, occupied: summary.occupied })
        }
        icon={<ApartmentOutlinedIcon />}
        to="/reports/occupancy"
      />
      <SummaryTile
        title={t('tiles.debts')}
        value={formatKes(summary.totaldebts)}
        hint={t('tiles.debtsHint')}
        icon={<AccountBalanceWalletOutlinedIcon />}
        to="/arrears"
        wide
      />
      <SummaryTile
        title={t('tiles.expenses')}
        value={formatKes(summary.expenses)}
        hint={t('tiles.expensesHint', { month })}
        icon={<PaymentsOutlinedIcon />}
        to="/expenses"
      />
      <SummaryTile
        title={t('tiles.net')}
        value={formatKes(summary.net)}
        hint={t('tiles.netHint', { month })}
        icon={<ReceiptLongOutlinedIcon />}
        to="/reports/income-statement"
        negative={summary.net < 0}
      />
      <SummaryTile
        title={t('tiles.rentals')}
        value={countFormat.format(summary.rentals)}
        icon={<HomeWorkOutlinedIcon />}
      />
      <SummaryTile
        title={t('tiles.tenants')}
        value={countFormat.format(summary.tenants)}
        icon={<PeopleOutlinedIcon />}
      />
      <SummaryTile
        title={t('tiles.vacant')}
        value={countFormat.format(summary.vacantunits)}
        hint={t('tiles.vacantHint', { lost: formatKes(summary.rentlostthismonth), month })}
        icon={<MeetingRoomOutlinedIcon />}
        to="/reports/vacancies"
        wide
      />
    </Box>
  );
}
