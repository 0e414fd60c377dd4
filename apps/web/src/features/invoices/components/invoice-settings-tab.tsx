import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryContent } from '../../../components/query-content';
import { SearchBox } from '../../../components/search-box';
import { useInvoiceSettings } from '../api/get-invoice-settings';
import { filterInvoiceSettings } from '../lib/filter-invoice-settings';
import { InvoiceSettingCards } from './invoice-setting-cards';
import { InvoiceSettingsGrid } from './invoice-settings-grid';
import { PaybillWarning } from './paybill-warning';
import { usePhone } from '../../../lib/use-phone';

/** The Invoice Settings tab of /settings: scheduled invoices with search and New Invoice. */
export function InvoiceSettingsTab() {
  const { t } = useTranslation('invoices');
  const phone = usePhone();
  const settings = useInvoiceSettings();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => filterInvoiceSettings(settings.data ?? [], deferredSearch),
    [settings.data, deferredSearch],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PaybillWarning />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <SearchBox
          label={t('list.search')}
          placeholder={t('list.searchHint')}
          value={search}
          onSearch={setSearch}
          sx={{ flex: '1 1 260px' }}
        />
        <Button component={Link} to="/new-invoice" variant="contained" startIcon={<AddIcon />}>
          {t('list.newInvoice')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <QueryContent query={settings}>
          {phone ? (
            <InvoiceSettingCards settings={shown} emptyText={t('list.empty')} />
          ) : (
            <InvoiceSettingsGrid settings={shown} emptyText={t('list.empty')} />
          )}
        </QueryContent>
      </Paper>
    </Box>
  );
}
