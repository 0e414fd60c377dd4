import type { GridPaginationModel } from '@mui/x-data-grid';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { gridPageSize } from './paged-grid';

const firstPage: GridPaginationModel = { page: 0, pageSize: gridPageSize };

/** What a paged list shows of its rows and of the query behind them. */
export interface GridPages<Row> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: unknown;
    refetch: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
  };
  rows: Row[];
  paginationModel: GridPaginationModel;
  setPaginationModel: (model: GridPaginationModel) => void;
  /** New filters start from the top. */
  toFirstPage: () => void;
  loadMore: () => Promise<void>;
}

/**
 * The rows of a list the server sends a page at a time, and the grid's page over them.
 * `rowsOf` must be stable (defined outside the component).
 */
export function useGridPages<Page, Row>(
  query: UseInfiniteQueryResult<InfiniteData<Page>>,
  rowsOf: (page: Page) => Row[],
): GridPages<Row> {
  const rows = useMemo(
    () => query.data?.pages.flatMap((page) => rowsOf(page)) ?? [],
    [query.data, rowsOf],
  );
  const [paginationModel, setPaginationModel] = useState(firstPage);

  const loadMore = async () => {
    const loaded = rows.length;
    const result = await query.fetchNextPage();
    // Show the rows that came in: the grid's page after the ones already seen.
    if (!result.isError)
      setPaginationModel({ page: Math.floor(loaded / gridPageSize), pageSize: gridPageSize });
  };

  return {
    query,
    rows,
    paginationModel,
    setPaginationModel,
    toFirstPage: () => setPaginationModel(firstPage),
    loadMore,
  };
}
