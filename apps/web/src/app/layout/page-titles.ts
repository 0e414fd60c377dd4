import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BuildIcon from '@mui/icons-material/Build';
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
import type { Permission } from '@rental/shared/permissions';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { layoutEn } from '../locales/layout-en';

export type PageKey = keyof typeof layoutEn.pages;

/**
 * The sidebar links (spec section 2, shared layout), in order, each with the permission its
 * screen needs (packages/shared/src/permissions.ts): a role sees only what it may use.
 * `agentsOnly`: shown to Agent accounts only (the landlords they work for); `operatorsOnly`: to
 * operators (OPERATOR_PHONES).
 */
export const navItems = [
  { path: '/dashboard', page: 'dashboard', Icon: DashboardIcon, permission: 'reports.read' },
  {
    path: '/landlords',
    page: 'landlords',
    Icon: HandshakeIcon,
    permission: 'settings',
    agentsOnly: true,
  },
  { path: '/rentals', page: 'rentals', Icon: HomeWorkIcon, permission: 'rentals.read' },
  { path: '/tenants', page: 'tenants', Icon: PeopleIcon, permission: 'tenants.read' },
  { path: '/arrears', page: 'arrears', Icon: MoneyOffIcon, permission: 'money.read' },
  {
    path: '/water-readings',
    page: 'waterReadings',
    Icon: WaterDropIcon,
    permission: 'readings.write',
  },
  { path: '/repairs', page: 'repairs', Icon: BuildIcon, permission: 'repairs.manage' },
  { path: '/transactions', page: 'transactions', Icon: ReceiptLongIcon, permission: 'money.read' },
  { path: '/unallocated', page: 'unallocated', Icon: PendingActionsIcon, permission: 'money.read' },
  { path: '/expenses', page: 'expenses', Icon: PaymentsIcon, permission: 'money.read' },
  { path: '/reports', page: 'reports', Icon: AssessmentIcon, permission: 'reports.read' },
  { path: '/messages', page: 'messages', Icon: SmsIcon, permission: 'money.read' },
  { path: '/settings', page: 'settings', Icon: SettingsIcon, permission: 'settings' },
  {
    path: '/operator',
    page: 'operator',
    Icon: AdminPanelSettingsIcon,
    permission: null,
    operatorsOnly: true,
  },
] as const satisfies readonly {
  path: string;
  page: PageKey;
  Icon: unknown;
  /** null: anyone may see it (the operator console has its own guard). */
  permission: Permission | null;
  agentsOnly?: boolean;
  operatorsOnly?: boolean;
}[];

export type NavItem = (typeof navItems)[number];

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
    repairs: 'repairs',
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
