import { apiErrorBodySchema } from '@rental/shared/api-error';
import type { StatementImportResult } from '@rental/shared/schemas/mpesa-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';
import {
  dashboardKeys,
  tenantKeys,
  transactionKeys,
  unallocatedKeys,
} from '../../../lib/query-keys';

/** POST /api/mpesa/statement-import (text/csv): matched, unallocated, duplicates, row errors. */
export async function importStatement(file: Blob): Promise<StatementImportResult> {
  const token = getToken();
  const response = await fetch('/api/mpesa/statement-import', {
    method: 'POST',
    headers: {
      'content-type': 'text/csv',
      accept: 'application/json',
      ...(token && { 'x-auth-token': token }),
    },
    body: await file.text(),
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (response.ok) return data as StatementImportResult;
  const parsed = apiErrorBodySchema.safeParse(data);
  throw parsed.success
    ? new ApiError(response.status, parsed.data.error.code, parsed.data.error.message)
    : new ApiError(response.status, 'unexpected_response', 'The import failed');
}

export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStatement,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: unallocatedKeys.list });
      await queryClient.invalidateQueries({ queryKey: tenantKeys.all });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
