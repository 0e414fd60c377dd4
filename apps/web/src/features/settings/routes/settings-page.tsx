import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import type { Permission } from '@rental/shared/permissions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MpesaSettingsTab } from '../components/mpesa-settings-tab';
import { BooksTab } from '../components/books-tab';
import { EtimsTab } from '../components/etims-tab';
import { LeaseTemplateTab } from '../components/lease-template-tab';
import { RemindersTab } from '../components/reminders-tab';
import { SmsSettingsTab } from '../components/sms-settings-tab';
import { SubscriptionTab } from '../components/subscription-tab';
import { WhatsappSettingsTab } from '../components/whatsapp-settings-tab';
import { ScrollableTabs } from '../../../components/scrollable-tabs';
import { useCan } from '../../../lib/permissions';

export const settingsTabs = [
  'invoices',
  'mpesa',
  'sms',
  'whatsapp',
  'reminders',
  'lease',
  'subscription',
  'team',
  'activity',
  'reports',
  'books',
  'etims',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/**
 * What each tab needs: a tab the user could open only to be refused is not shown (the server
 * answers the plan and the team to the owner only, as the permission map says).
 */
const tabPermission: Record<SettingsTab, Permission> = {
  invoices: 'billing.setup',
  mpesa: 'settings',
  sms: 'settings',
  whatsapp: 'whatsapp.settings',
  reminders: 'billing.setup',
  lease: 'settings',
  subscription: 'subscription',
  team: 'team',
  activity: 'activity.read',
  reports: 'reports.read',
  books: 'books.close',
  etims: 'etims.setup',
};

/**
 * /settings?tab=invoices|mpesa|sms|whatsapp|reminders|lease|subscription|team|activity|reports|books|etims. The Invoice
 * Settings, Team, Activity and Reports tabs belong to their features: the route passes them in
 * (features do not import each other).
 */
export function SettingsPage({
  invoiceSettings,
  teamSettings = null,
  activitySettings = null,
  reportsSettings = null,
}: {
  invoiceSettings: ReactNode;
  /** The Team tab, from features/team (passed in by the route like the Invoice Settings tab). */
  teamSettings?: ReactNode;
  /** The Activity tab (for who may read the log), from features/activity. */
  activitySettings?: ReactNode;
  /** The Reports tab (deposits held), from features/reports. */
  reportsSettings?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const shown = settingsTabs.filter((name) => can(tabPermission[name]));
  const tab = shown.find((name) => name === params.get('tab')) ?? shown[0] ?? 'invoices';
  const panels: Record<SettingsTab, ReactNode> = {
    invoices: invoiceSettings,
    mpesa: <MpesaSettingsTab />,
    sms: <SmsSettingsTab />,
    whatsapp: <WhatsappSettingsTab />,
    reminders: <RemindersTab />,
    lease: <LeaseTemplateTab />,
    subscription: <SubscriptionTab />,
    team: teamSettings,
    activity: activitySettings,
    reports: reportsSettings,
    books: <BooksTab />,
    etims: <EtimsTab />,
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <ScrollableTabs
          value={tab}
          // Another tab starts without this one's filters.
          onChange={(next) => setParams({ tab: next }, { replace: true })}
          label={t('tabsLabel')}
        >
          {shown.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`tabs.${name}`)}
              id={`settings-tab-${name}`}
              aria-controls={`settings-panel-${name}`}
            />
          ))}
        </ScrollableTabs>
      </Paper>
      <Box role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
        {panels[tab]}
      </Box>
    </Box>
  );
}
