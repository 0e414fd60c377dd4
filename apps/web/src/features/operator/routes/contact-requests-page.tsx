import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { contactRequestStatuses, type ContactRequestStatus } from '@rental/shared/schemas/operator';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/paged/load-more';
import { QueryContent } from '../../../components/query-content';
import { usePhone } from '../../../lib/use-phone';
import { useContactRequests } from '../api/get-contact-requests';
import { ContactRequestCards } from '../components/contact-request-cards';
import { ContactRequestsGrid } from '../components/contact-requests-grid';

function statusFrom(value: string | null): ContactRequestStatus | '' {
  return contactRequestStatuses.includes(value as ContactRequestStatus)
    ? (value as ContactRequestStatus)
    : '';
}

/** /operator/contact-requests: the Enterprise inbox, filtered by status in the address. */
export function ContactRequestsPage() {
  const { t } = useTranslation('operator');
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const requests = useContactRequests(status);
  const rows = requests.data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <TextField
        id="contact-request-filter"
        select
        size="small"
        label={t('contactRequests.filter')}
        value={status}
        onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 240 }, bgcolor: 'background.paper' }}
      >
        <MenuItem value="">{t('contactRequests.allStatuses')}</MenuItem>
        {contactRequestStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`contactRequests.statuses.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
        <QueryContent
          query={requests}
          isEmpty={rows.length === 0}
          emptyText={t(status ? 'contactRequests.noMatch' : 'contactRequests.empty')}
        >
          {phone ? <ContactRequestCards rows={rows} /> : <ContactRequestsGrid rows={rows} />}
          <LoadMore count={rows.length} hasMore={false} loading={false} onLoadMore={() => {}} />
        </QueryContent>
      </Paper>
    </Box>
  );
}
