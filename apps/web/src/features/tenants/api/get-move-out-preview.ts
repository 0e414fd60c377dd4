import { isCalendarDate } from '@rental/shared/dates';
import type { MoveOutPreview } from '@rental/shared/schemas/tenancy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tenantKeys } from '../../../lib/query-keys';

/**
 * GET /api/tenant/{id}/move-out-preview?moveoutdate=: the rent a move-out that day credits
 * back (billed for days after it) and the balance after, computed by the server's own rule,
 * so the form offers deductions and a refund the server accepts. Asked again as the date
 * changes (the last answer shown meanwhile); a date the server refuses (400) shows no credits,
 * the form's own date rules say why.
 */
export function useMoveOutPreview(tenantId: string, moveoutdate: string) {
  return useQuery({
    queryKey: tenantKeys.moveOutPreview(tenantId, moveoutdate),
    queryFn: ({ signal }) =>
      apiRequest<MoveOutPreview>(
        `/api/tenant/${encodeURIComponent(tenantId)}/move-out-preview?moveoutdate=${encodeURIComponent(moveoutdate)}`,
        { signal },
      ),
    enabled: isCalendarDate(moveoutdate),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { errorAlert: false },
  });
}
