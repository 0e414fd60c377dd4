import AddIcon from '@mui/icons-material/Add';
import GridOnIcon from '@mui/icons-material/GridOn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box';
import { Link } from 'react-router';
import { QueryContent } from '../../../components/query-content';
import { useRentals } from '../../../entities/rentals/rentals';
import { useReadings } from '../api/get-readings';
import { ReadingCards } from '../components/reading-cards';
import { ReadingExportButtons } from '../components/reading-export-buttons';
import { ReadingTable } from '../components/reading-table';
import { filterReadings } from '../lib/filter-readings';

const pageSize = 50;

/** /water-readings: every reading, newest first, with search and New Reading. */
export function WaterReadingsPage() {
  const { t } = useTranslation('readings');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const readings = useReadings();
  const rentals = useRentals();
  const rentalNames = useMemo(
    () => new Map((rentals.data ?? []).map((r) => [r.rentalid, r.rentaldata.rentalname])),
    [rentals.data],
  );
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => filterReadings(readings.data ?? [], deferredSearch),
    [readings.data, deferredSearch],
  );
  const pageRows = shown.slice(page * pageSize, page * pageSize + pageSize);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('list.title')}
        </Typography>
        <ReadingExportButtons readings={shown} />
        <Button
          component={Link}
          to="/water-readings/building"
          variant="outlined"
          startIcon={<GridOnIcon />}
        >
          {t('list.building')}
        </Button>
        <Button component={Link} to="/new-reading" variant="contained" startIcon={<AddIcon />}>
          {t('list.newReading')}
        </Button>
      </Box>
      <SearchBox
        label={t('list.search')}
        placeholder={t('list.searchHint')}
        value={search}
        onSearch={(term) => {
          setSearch(term);
          setPage(0);
        }}
        fullWidth
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <QueryContent query={readings} isEmpty={shown.length === 0} emptyText={t('list.empty')}>
          {wide ? (
            <ReadingTable readings={pageRows} rentalNames={rentalNames} />
          ) : (
            <ReadingCards readings={pageRows} rentalNames={rentalNames} />
          )}
          {shown.length > pageSize && (
            <TablePagination
              component="div"
              count={shown.length}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[pageSize]}
            />
          )}
        </QueryContent>
      </Paper>
    </Box>
  );
}
