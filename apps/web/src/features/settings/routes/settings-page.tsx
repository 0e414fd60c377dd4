import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MpesaSettingsTab } from '../components/mpesa-settings-tab';
import { SmsSettingsTab } from '../components/sms-settings-tab';
import { SubscriptionTab } from '../components/subscription-tab';
import { ScrollableTabs } from '../../../components/scrollable-tabs';

export const settingsTabs = ['invoices', 'mpesa', 'sms', 'subscription', 'team'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

function tabOf(value: string | null): SettingsTab {
  return settingsTabs.find((tab) => tab === value) ?? 'invoices';
}

/**
 * /settings?tab=invoices|mpesa|sms|subscription. The Invoice Settings tab belongs to the
 * invoices feature: the route passes it in (features do not import each other).
 */
export function SettingsPage({
  invoiceSettings,
  teamSettings = null,
}: {
  invoiceSettings: ReactNode;
  /** The Team tab, from features/team (passed in by the route like the Invoice Settings tab). */
  teamSettings?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const panels: Record<SettingsTab, ReactNode> = {
    invoices: invoiceSettings,
    mpesa: <MpesaSettingsTab />,
    sms: <SmsSettingsTab />,
    subscription: <SubscriptionTab />,
    team: teamSettings,
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <ScrollableTabs
          value={tab}
          onChange={(next) => setParams({ tab: next }, { replace: true })}
          label={t('tabsLabel')}
        >
          {settingsTabs.map((name) => (
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
