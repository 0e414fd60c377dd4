import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';

/**
 * The reports the hub lists, in order: where each one lives (its own screen, or a tab of
 * another) and its texts under `hub.reports.<key>` in the `reports` catalogue. A new report is
 * one entry here and its two texts. `agentsOnly`: listed for Agent accounts only.
 */
export const reportLinks = [
  { key: 'rentRoll', to: '/reports/rent-roll', Icon: ListAltOutlinedIcon },
  { key: 'occupancy', to: '/reports/occupancy', Icon: ApartmentOutlinedIcon },
  { key: 'vacancies', to: '/reports/vacancies', Icon: MeetingRoomOutlinedIcon },
  { key: 'repairs', to: '/reports/repairs', Icon: BuildOutlinedIcon },
  { key: 'collections', to: '/reports/collections', Icon: TrendingUpOutlinedIcon },
  { key: 'incomeStatement', to: '/reports/income-statement', Icon: ReceiptLongOutlinedIcon },
  { key: 'kraMri', to: '/reports/kra-mri', Icon: AccountBalanceOutlinedIcon },
  { key: 'arrears', to: '/arrears', Icon: MoneyOffIcon },
  { key: 'deposits', to: '/settings?tab=reports', Icon: SavingsOutlinedIcon },
  {
    key: 'ownerStatement',
    to: '/reports/owner-statement',
    Icon: RequestQuoteOutlinedIcon,
    agentsOnly: true,
  },
] as const;
