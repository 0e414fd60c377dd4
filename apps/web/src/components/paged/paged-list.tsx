import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { todayInNairobi } from '@rental/shared/dates';
import type { ReactNode } from 'react';
import { ExportButtons } from '../export-buttons';
import { QueryContent } from '../query-content';
import type { ExportedData } from '../../lib/record-export';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../lib/table-export';
import { usePhone } from '../../lib/use-phone';
import { LoadMore } from './load-more';
import type { GridPages } from './use-grid-pages';

/**
 * A tab of server-paged rows: the filters (kept in the address), the exports and an action,
 * then the grid (cards on phones) with "Load more". The exports cover everything the filters match, not only
 * the pages loaded.
 */
export function PagedList<Row>({
  pages,
  filters,
  exportFile,
  action,
  summary,
  emptyText,
  grid,
  cards,
}: {
  pages: GridPages<Row>;
  filters: ReactNode;
  exportFile: {
    /** Start of the file name; the day is added. */
    name: string;
    /** What the rows are, as the activity log records the export. */
    what: ExportedData;
    title: string;
    columns: ExportColumn<Row>[];
    /** Every row the filters match, page after page. */
    all: () => Promise<Row[]>;
  };
  action?: ReactNode;
  /** Figures of everything the filters match (a total), between the exports and the rows. */
  summary?: ReactNode;
  emptyText: string;
  grid: ReactNode;
  /** The same rows as cards, shown instead of the grid on phones. */
  cards: ReactNode;
}) {
  const phone = usePhone();
  const { query, rows } = pages;
  const exportRows = () => (query.hasNextPage ? exportFile.all() : Promise.resolve(rows));
  const fileName = `${exportFile.name}-${todayInNairobi()}`;
  const { title, columns } = exportFile;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {/* On a phone the filters are folded behind their own outlined button. */}
      {phone ? (
        filters
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          {filters}
        </Paper>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <ExportButtons
          disabled={rows.length === 0}
          record={{ what: exportFile.what }}
          onCsv={async () => exportRowsToCsv(fileName, columns, await exportRows())}
          onPdf={async () => exportRowsToPdf(title, fileName, columns, await exportRows())}
        />
        <Box sx={{ flexGrow: 1 }} />
        {action}
      </Box>
      {summary}
      <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
        <QueryContent query={query} isEmpty={rows.length === 0} emptyText={emptyText}>
          {phone ? cards : grid}
          <LoadMore
            count={rows.length}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void pages.loadMore()}
          />
        </QueryContent>
      </Paper>
    </Box>
  );
}
