import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import HandshakeIcon from '@mui/icons-material/Handshake';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import PeopleIcon from '@mui/icons-material/People';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import SmsIcon from '@mui/icons-material/Sms';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { layoutEn } from '../locales/layout-en';

export type PageKey = keyof typeof layoutEn.pages;

/**
 * The sidebar links (spec section 2, shared layout), in order. `agentsOnly`: shown to Agent
 * accounts only (the landlords they work for); `operatorsOnly`: to operators (OPERATOR_PHONES).
 */
export const navItems = [
  { path: '/dashboard', page: 'dashboard', Icon: DashboardIcon },
  { path: '/landlords', page: 'landlords', Icon: HandshakeIcon, agentsOnly: true },
  { path: '/rentals', page: 'rentals', Icon: HomeWorkIcon },
  { path: '/tenants', page: 'tenants', Icon: PeopleIcon },
  { path: '/arrears', page: 'arrears', Icon: MoneyOffIcon },
  { path: '/water-readings', page: 'waterReadings', Icon: WaterDropIcon },
  { path: '/transactions', page: 'transactions', Icon: ReceiptLongIcon },
  { path: '/unallocated', page: 'unallocated', Icon: PendingActionsIcon },
  { path: '/expenses', page: 'expenses', Icon: PaymentsIcon },
  { path: '/reports', page: 'reports', Icon: AssessmentIcon },
  { path: '/messages', page: 'messages', Icon: SmsIcon },
  { path: '/settings', page: 'settings', Icon: SettingsIcon },
  { path: '/operator', page: 'operator', Icon: AdminPanelSettingsIcon, operatorsOnly: true },
] as const satisfies readonly {
  path: string;
  page: PageKey;
  Icon: unknown;
  agentsOnly?: boolean;
  operatorsOnly?: boolean;
}[];

/** Title of each guarded page by the first segment of its path; others show Dashboard. */
const pageBySegment = new Map<string, PageKey>(
  Object.entries({
    dashboard: 'dashboard',
    landlords: 'landlords',
    rentals: 'rentals',
    'rental-details': 'rentals',
    'room-details': 'rentals',
    tenants: 'tenants',
    arrears: 'arrears',
    'tenant-details': 'tenants',
    'water-readings': 'waterReadings',
    transactions: 'transactions',
    transaction: 'transactions',
    expenses: 'expenses',
    settings: 'settings',
    'invoice-details': 'settings',
    messages: 'messages',
    'new-invoice': 'newInvoice',
    user: 'profile',
    newtenant: 'newTenant',
    newrental: 'newRental',
    newtransaction: 'newTransaction',
    unallocated: 'unallocated',
    reports: 'reports',
    newpayment: 'newPayment',
    'new-reading': 'newReading',
    operator: 'operator',
  } satisfies Record<string, PageKey>),
);

export function pageKeyFor(pathname: string): PageKey {
  const segment = pathname.split('/')[1] ?? '';
  return pageBySegment.get(segment) ?? 'dashboard';
}

/** The current page's title, translated (the top bar and placeholders show it). */
export function usePageTitle(): string {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return t(`pages.${pageKeyFor(pathname)}`);
}
