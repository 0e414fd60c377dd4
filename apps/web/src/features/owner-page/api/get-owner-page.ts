import type { Language } from '@rental/shared/enums';
import type { PublicOwnerPage } from '@rental/shared/schemas/owner-page';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownerPageKeys } from '../../../lib/query-keys';

/** Where a page's own calls go: the token is the key, no session is sent. */
export const ownerPagePath = (token: string) => `/api/public/owner/${encodeURIComponent(token)}`;

/** A month's statement PDF, in the page's language: the server makes it (a plain link). */
export const statementPdfUrl = (token: string, month: string, language: Language) =>
  `${ownerPagePath(token)}/statement/${month}.pdf?lang=${language}`;

/**
 * GET /api/public/owner/{token}: the landlord's rentals, this month's sums, statements, and
 * the landlord's language (asked without ?lang=, the server answers theirs). Its figures are
 * the same in either language, so one answer serves both.
 */
export function useOwnerPage(token: string) {
  return useQuery({
    queryKey: ownerPageKeys.page(token),
    queryFn: ({ signal }) =>
      apiRequest<PublicOwnerPage>(ownerPagePath(token), { signal, auth: false }),
    // The page shows its own loading, expired-link and network-error states.
    meta: { errorAlert: false },
  });
}
