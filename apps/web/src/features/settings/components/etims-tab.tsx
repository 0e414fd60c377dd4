import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { useEtimsSettings } from '../api/etims-settings';
import { EtimsConnection } from './etims-connection';
import { EtimsReportSection } from './etims-report';
import { EtimsSettingsForm } from './etims-settings-form';
import { EtimsTransmissions } from './etims-transmissions';
import { SettingsSection } from './settings-section';

/**
 * Settings → KRA eTIMS (owner, issue 34): the device and who gets eTIMS invoices, the test
 * call, the monthly report to reconcile with KRA's portal, and what went to KRA with Retry for
 * what did not.
 */
export function EtimsTab() {
  const { t } = useTranslation('settings');
  const settings = useEtimsSettings();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SettingsSection title={t('etims.title')} text={t('etims.text')}>
        <QueryContent query={settings}>
          {(saved) => <EtimsSettingsForm saved={saved} />}
        </QueryContent>
      </SettingsSection>
      <SettingsSection title={t('etims.stateTitle')}>
        <QueryContent query={settings}>{(saved) => <EtimsConnection saved={saved} />}</QueryContent>
      </SettingsSection>
      <SettingsSection title={t('etims.report.title')} text={t('etims.report.text')}>
        <EtimsReportSection />
      </SettingsSection>
      <SettingsSection title={t('etims.transmissions.title')} text={t('etims.transmissions.text')}>
        <EtimsTransmissions />
      </SettingsSection>
    </Box>
  );
}
