import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useState } from 'react';
import { TenantCard } from './tenant-card';

// Name, house and rental, balance: three lines; a former tenant's move-out date makes four.
const rowHeights = { current: 92, former: 112 };
const gap = 12;

/**
 * The tenant cards in a grid (1, 2 or 3 per row by screen width) scrolled with the page. Only
 * the rows on screen are rendered, so 1,000 tenants cost no more than a screenful. Memoised:
 * a keystroke in the search box re-renders the list only once its (deferred) result changes.
 */
export const TenantList = memo(function TenantList({
  tenants,
  former = false,
  vacating,
}: {
  tenants: readonly Tenant[];
  /** Former tenants' cards have a line more. */
  former?: boolean;
  /** Tenant id → expected move-out, for those with a notice to vacate. */
  vacating?: ReadonlyMap<string, string>;
}) {
  const rowHeight = rowHeights[former ? 'former' : 'current'];
  const twoColumns = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const threeColumns = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const columns = threeColumns ? 3 : twoColumns ? 2 : 1;
  const rowCount = Math.ceil(tenants.length / columns);

  // Where the list starts on the page, so the virtualizer knows which rows are on screen.
  const [scrollMargin, setScrollMargin] = useState(0);
  const measureTop = useCallback((node: HTMLElement | null) => {
    if (node) setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight + gap,
    overscan: 3,
    scrollMargin,
  });

  return (
    <Box
      ref={measureTop}
      role="list"
      sx={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <Box
          key={row.key}
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            height: rowHeight,
            display: 'grid',
            gap: `${gap}px`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            // A row's size is fixed: the browser lays out and paints each row on its own.
            contain: 'strict',
          }}
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {tenants.slice(row.index * columns, row.index * columns + columns).map((tenant) => (
            <Box role="listitem" key={tenant.tenantid} sx={{ minWidth: 0 }}>
              <TenantCard tenant={tenant} vacatingOn={vacating?.get(tenant.tenantid)} />
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
});
