import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@rental/shared/schemas/tenant-import';
import { invalidatePortfolio } from './invalidate-portfolio';
import { uploadCsv, type UploadProgress } from './upload-csv';

/**
 * POST /api/tenant/import (text/csv): inserts every valid row in one transaction, or none;
 * 403 plan_limit when the valid rows would pass the plan's tenants.
 */
export function importTenants({
  file,
  onProgress,
}: {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}): Promise<ImportResult> {
  return uploadCsv('/api/tenant/import', file, { onProgress });
}

export function useImportTenants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTenants,
    onSuccess: () => invalidatePortfolio(queryClient),
  });
}
