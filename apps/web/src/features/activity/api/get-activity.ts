import type { ActivityEntry, ActivityPage } from '@rental/shared/schemas/activity';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityQuery, type ActivityFilters } from '../lib/activity-filters';
import { exportPageSize, listPageSize } from './page-sizes';
import { activityKeys } from '../../../lib/query-keys';

/** GET /api/activity (owner only; members get 403): one page of `filters`, newest first. */
export function getActivityPage(
  filters: ActivityFilters,
  page: { limit?: number; cursor?: string } = {},
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const query = activityQuery(filters, { limit: page.limit ?? listPageSize, ...page });
  return apiRequest(`/api/activity${query}`, { signal });
}

/** Every entry matching `filters`, page after page (for the export). */
export async function getAllActivity(filters: ActivityFilters): Promise<ActivityEntry[]> {
  const rows: ActivityEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await getActivityPage(filters, { limit: exportPageSize, cursor });
    rows.push(...page.activity);
    // A cursor that does not move would loop for ever: stop there.
    cursor = page.nextcursor && page.nextcursor !== cursor ? page.nextcursor : undefined;
  } while (cursor);
  return rows;
}

/** The entries of `filters`, a page at a time ("Load more" fetches the next). */
export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: activityKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getActivityPage(filters, { cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextcursor ?? undefined,
    // The tab shows the refusal (a member: owner only) itself.
    meta: { errorAlert: false },
  });
}
