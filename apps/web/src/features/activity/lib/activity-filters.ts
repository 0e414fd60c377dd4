import { activityKinds, type ActivityKind } from '@rental/shared/activity';

/** The activity list's filters as the screen holds them ('' = not set). */
export interface ActivityFilters {
  userid: string;
  kind: ActivityKind | '';
  from: string;
  to: string;
}

export const noActivityFilters: ActivityFilters = { userid: '', kind: '', from: '', to: '' };

const filterNames = ['userid', 'kind', 'from', 'to'] as const;

function isKind(value: string | null): value is ActivityKind {
  return activityKinds.includes(value as ActivityKind);
}

/** The applied filters live in the address (beside ?tab=activity), so a link keeps them. */
export function activityFiltersFrom(params: URLSearchParams): ActivityFilters {
  const kind = params.get('kind');
  return {
    userid: params.get('userid') ?? '',
    kind: isKind(kind) ? kind : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** `params` with the filters replaced by `filters` (other parameters, e.g. the tab, stay). */
export function withActivityFilters(
  params: URLSearchParams,
  filters: ActivityFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of filterNames) {
    if (filters[name]) next.set(name, filters[name]);
    else next.delete(name);
  }
  return next;
}

/** GET /api/activity query string of one page of `filters`. */
export function activityQuery(
  filters: ActivityFilters,
  page: { limit: number; cursor?: string },
): string {
  const params = withActivityFilters(new URLSearchParams(), filters);
  params.set('limit', String(page.limit));
  if (page.cursor) params.set('cursor', page.cursor);
  return `?${params.toString()}`;
}
