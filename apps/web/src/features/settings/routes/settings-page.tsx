import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MpesaSettingsTab } from '../components/mpesa-settings-tab';
import { RemindersTab } from '../components/reminders-tab';
import { SmsSettingsTab } from '../components/sms-settings-tab';
import { SubscriptionTab } from '../components/subscription-tab';
import { ScrollableTabs } from '../../../components/scrollable-tabs';
import { useSignedInUser } from '../../../lib/current-user';

export const settingsTabs = [
  'invoices',
  'mpesa',
  'sms',
  'reminders',
  'subscription',
  'team',
  'activity',
  'reports',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** Tabs only the owner sees: a member could open them only to be refused. */
const ownerOnlyTabs: readonly SettingsTab[] = ['reminders', 'activity'];

/**
 * /settings?tab=invoices|mpesa|sms|reminders|subscription|team|activity|reports. The Invoice
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
  /** The Activity tab (owner only), from features/activity. */
  activitySettings?: ReactNode;
  /** The Reports tab (deposits held), from features/reports. */
  reportsSettings?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const owner = useSignedInUser().role === 'owner';
  const [params, setParams] = useSearchParams();
  const shown = settingsTabs.filter((name) => owner || !ownerOnlyTabs.includes(name));
  const tab = shown.find((name) => name === params.get('tab')) ?? 'invoices';
  const panels: Record<SettingsTab, ReactNode> = {
    invoices: invoiceSettings,
    mpesa: <MpesaSettingsTab />,
    sms: <SmsSettingsTab />,
    reminders: <RemindersTab />,
    subscription: <SubscriptionTab />,
    team: teamSettings,
    activity: activitySettings,
    reports: reportsSettings,
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
