import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/paged/load-more';
import { QueryContent } from '../../../components/query-content';
import { SendRemindersNow } from '../../../entities/reminders/send-reminders-now';
import { SearchBox } from '../../../components/search-box';
import { useRentals } from '../../../entities/rentals/rentals';
import { usePhone } from '../../../lib/use-phone';
import { useArrears } from '../api/get-arrears';
import { ArrearsCards } from '../components/arrears-cards';
import { ArrearsExportButtons } from '../components/arrears-export-buttons';
import { ArrearsTable } from '../components/arrears-table';
import { ArrearsTotals } from '../components/arrears-totals';
import {
  arrearsPageSize,
  firstRows,
  groupByRental,
  searchArrears,
  sumOf,
} from '../lib/arrears-rows';
import { PageHeading } from '../../../components/page-heading';

/** /arrears: who owes what and since when, by rental, with totals, search and exports. */
export function ArrearsPage() {
  const { t } = useTranslation('arrears');
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const rentalId = params.get('rentalid') ?? '';
  const arrears = useArrears(rentalId);
  const rentals = useRentals();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => searchArrears(arrears.data?.tenants ?? [], deferredSearch),
    [arrears.data, deferredSearch],
  );
  const totals = useMemo(() => sumOf(shown), [shown]);
  const groups = useMemo(() => groupByRental(shown), [shown]);
  // Rows rendered: a new search or rental starts again from the first page.
  const [loaded, setLoaded] = useState({ of: shown, rows: arrearsPageSize });
  const limit = loaded.of === shown ? loaded.rows : arrearsPageSize;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <PageHeading title={t('title')} text={t('text')} sx={{ flexGrow: 1 }} />
        <SendRemindersNow />
        <ArrearsExportButtons tenants={shown} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <SearchBox
            label={t('search')}
            placeholder={t('searchHint')}
            value={search}
            onSearch={setSearch}
            fullWidth
          />
        </Box>
        <TextField
          select
          size="small"
          label={t('rental')}
          value={rentalId}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) =>
            setParams(event.target.value ? { rentalid: event.target.value } : {}, {
              replace: true,
            })
          }
          sx={{ flex: '1 1 200px' }}
        >
          <MenuItem value="">{t('allRentals')}</MenuItem>
          {(rentals.data ?? []).map((rental) => (
            <MenuItem key={rental.rentalid} value={rental.rentalid}>
              {rental.rentaldata.rentalname}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <QueryContent
        query={arrears}
        isEmpty={shown.length === 0}
        emptyText={arrears.data?.tenants.length ? t('noMatch') : t('empty')}
      >
        <ArrearsTotals totals={totals} count={shown.length} />
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {phone ? (
            <ArrearsCards tenants={shown.slice(0, limit)} />
          ) : (
            <ArrearsTable groups={firstRows(groups, limit)} totals={totals} />
          )}
          {shown.length > arrearsPageSize && (
            <LoadMore
              count={Math.min(limit, shown.length)}
              hasMore={limit < shown.length}
              loading={false}
              onLoadMore={() => setLoaded({ of: shown, rows: limit + arrearsPageSize })}
            />
          )}
        </Paper>
      </QueryContent>
    </Box>
  );
}
