import Papa from 'papaparse';
import { msg, type MessageRef } from '@rental/shared/message-catalogue';
import { AppError } from '../../lib/app-error.js';

import {
  importColumns,
  maxImportRows,
  requiredImportColumns,
  type ImportColumn,
} from '@rental/shared/schemas/tenant-import';

export interface CsvRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  values: Record<ImportColumn, string>;
}

const exampleRow = [
  'Jane',
  'Mwangi',
  '0712345678',
  'Sunrise Apartments',
  'Bedsitter',
  'A1',
  'M-001',
  '0',
  '0',
  '125.5',
  '',
  '',
  'sw',
  'person',
  '',
  '',
];

export function templateCsv(): string {
  return `${Papa.unparse({ fields: [...importColumns], data: [exampleRow] })}\r\n`;
}

function fileError(message: MessageRef) {
  return new AppError('validation', message);
}

function checkHeader(fields: string[]) {
  const missing = requiredImportColumns.filter((column) => !fields.includes(column));
  const unexpected = fields.filter(
    (field) => !(importColumns as readonly string[]).includes(field),
  );
  if (missing.length === 0 && unexpected.length === 0) return;
  const params = {
    columns: importColumns.join(','),
    missing: missing.join(', '),
    unexpected: unexpected.join(', '),
  };
  if (unexpected.length === 0) throw fileError(msg('error.importColumnsMissing', params));
  if (missing.length === 0) throw fileError(msg('error.importColumnsUnexpected', params));
  throw fileError(msg('error.importColumnsWrong', params));
}

/**
 * Reads the uploaded file: a header row naming the template's columns (any order, any case;
 * the optional ones may be left out),
 * then one tenant per line. Values are trimmed; blank lines are skipped but still counted, so
 * the line numbers match what the user sees in a spreadsheet or editor.
 */
export function parseTenantCsv(text: string): CsvRow[] {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    transformHeader: (header) => header.trim().toLowerCase(),
    transform: (value) => value.trim(),
  });
  const fields = (parsed.meta.fields ?? []).filter((field) => field !== '');
  if (fields.length === 0) throw fileError(msg('error.importEmpty'));
  checkHeader(fields);

  const rows: CsvRow[] = [];
  parsed.data.forEach((record, index) => {
    const values = Object.fromEntries(
      importColumns.map((column) => [column, record[column] ?? '']),
    ) as Record<ImportColumn, string>;
    if (Object.values(values).some((value) => value !== '')) rows.push({ line: index + 2, values });
  });
  if (rows.length === 0) throw fileError(msg('error.importNoTenants'));
  if (rows.length > maxImportRows) {
    throw fileError(msg('error.importTooManyTenants', { count: rows.length, max: maxImportRows }));
  }
  return rows;
}
