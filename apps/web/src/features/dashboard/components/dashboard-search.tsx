import CircularProgress from '@mui/material/CircularProgress';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { formatKes } from '@rental/shared/money';
import type { SearchResults } from '@rental/shared/schemas/dashboard';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchBox } from '../../../components/search-box';
import { formatDay } from '../../../lib/format-date';
import { usePhone } from '../../../lib/use-phone';
import { useSearch } from '../api/search';
import { useDebouncedValue } from '../lib/use-debounced-value';

const debounceMs = 250;

interface ResultLink {
  key: string;
  to: string;
  primary: string;
  secondary: string;
}

function groupsOf(results: SearchResults, t: TFunction<'dashboard'>) {
  const groups: { title: string; links: ResultLink[] }[] = [
    {
      title: t('search.tenants'),
      links: results.tenants.map((tenant) => ({
        key: `tenant-${tenant.id}`,
        to: `/tenant-details/${encodeURIComponent(tenant.id)}`,
        primary: tenant.name,
        secondary: t('search.tenant', { house: tenant.housenumber }),
      })),
    },
    {
      title: t('search.rentals'),
      links: results.rentals.map((rental) => ({
        key: `rental-${rental.id}`,
        to: `/rental-details/${encodeURIComponent(rental.id)}`,
        primary: rental.name,
        secondary: rental.location,
      })),
    },
    {
      title: t('search.transactions'),
      links: results.transactions.map((transaction) => ({
        key: `transaction-${transaction.id}`,
        to: `/transaction/${encodeURIComponent(transaction.id)}`,
        primary: transaction.tenantname,
        secondary: t('search.transaction', {
          reference: transaction.reference,
          date: formatDay(transaction.date),
          amount: formatKes(transaction.amount),
        }),
      })),
    },
  ];
  return groups.filter((group) => group.links.length > 0);
}

/** The dashboard's search: asks the server once typing pauses, results grouped by kind. */
export function DashboardSearch() {
  const { t } = useTranslation('dashboard');
  const resultsId = useId();
  const phone = usePhone();
  const [term, setTerm] = useState('');
  // A click elsewhere puts the results away; typing or coming back to the box brings them back.
  const [dismissed, setDismissed] = useState(false);
  const settled = useDebouncedValue(term.trim(), debounceMs);
  const results = useSearch(settled);
  const open = !dismissed && term.trim() !== '' && settled !== '';
  const groups = results.data ? groupsOf(results.data, t) : [];

  let body;
  if (results.isPending || (results.isPlaceholderData && results.isFetching)) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">{t('search.searching')}</Typography>
      </Box>
    );
  } else if (results.isError) {
    body = null; // The failure is alerted.
  } else if (groups.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('search.none', { term: settled })}
      </Typography>
    );
  } else {
    body = (
      <List dense aria-label={t('search.results')} sx={{ py: 0 }}>
        {groups.map((group) => (
          <li key={group.title}>
            <List dense disablePadding aria-label={group.title}>
              <ListSubheader sx={{ lineHeight: '32px' }}>{group.title}</ListSubheader>
              {group.links.map((link) => (
                <ListItemButton key={link.key} component={Link} to={link.to}>
                  <ListItemText primary={link.primary} secondary={link.secondary} />
                </ListItemButton>
              ))}
            </List>
          </li>
        ))}
      </List>
    );
  }

  return (
    <ClickAwayListener onClickAway={() => setDismissed(true)}>
      <Box sx={{ position: 'relative' }}>
        <SearchBox
          label={t('search.label')}
          // The long hint is cut off in a phone-wide box; the short one says the same.
          placeholder={t(phone ? 'search.shortHint' : 'search.hint')}
          value={term}
          onSearch={(value) => {
            setTerm(value);
            setDismissed(false);
          }}
          onFocus={() => setDismissed(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setTerm('');
          }}
          inputProps={{ 'aria-controls': open ? resultsId : undefined, maxLength: 100 }}
          fullWidth
        />
        {open && body && (
          <Paper
            id={resultsId}
            elevation={6}
            sx={{
              position: 'absolute',
              zIndex: (theme) => theme.zIndex.appBar - 2,
              top: '100%',
              left: 0,
              right: 0,
              mt: 0.5,
              maxHeight: 420,
              overflowY: 'auto',
            }}
          >
            {body}
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
