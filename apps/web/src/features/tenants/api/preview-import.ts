import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@rental/shared/schemas/tenant-import';
import { uploadCsv, type UploadProgress } from './upload-csv';

interface PreviewArgs {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST /api/tenant/import/preview (text/csv): every row with its errors, checked like the form
 * and against existing tenants; 400 for a missing header, wrong columns or over 2,000 rows.
 */
export function previewImport({ file, onProgress }: PreviewArgs): Promise<ImportPreview> {
  return uploadCsv('/api/tenant/import/preview', file, { onProgress });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
