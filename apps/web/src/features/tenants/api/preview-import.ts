import { useMutation } from '@tanstack/react-query';
import { uploadCsv, type UploadProgress } from './upload-csv';

export const importColumns = [
  'firstname',
  'lastname',
  'phonenumber',
  'rentalname',
  'roomtype',
  'housenumber',
  'meternumber',
  'openingrentbalance',
  'openingwaterbalance',
] as const;
export type ImportColumn = (typeof importColumns)[number];

export interface ImportPreviewRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  values: Partial<Record<ImportColumn, string>>;
  errors: Partial<Record<ImportColumn, string>>;
}

export interface ImportPreview {
  rows: ImportPreviewRow[];
  validCount: number;
  invalidCount: number;
}

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
