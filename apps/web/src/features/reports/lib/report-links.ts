import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';

/**
 * The reports the hub lists, in order: where each one lives (its own screen, or a tab of
 * another) and its texts under `hub.reports.<key>` in the `reports` catalogue. A new report is
 * one entry here and its two texts. `agentsOnly`: listed for Agent accounts only.
 */
export const reportLinks = [
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
