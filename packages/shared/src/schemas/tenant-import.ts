import { z } from 'zod';

/** The columns every file must have: rental by name and room by type, as people write them. */
export const requiredImportColumns = [
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

/** Columns added later: a file made from an older template, without them, still imports. */
export const optionalImportColumns = [
  'openingmeterreading',
  'nationalid',
  'krapin',
  'language',
  /** person (when empty) or business; a business row gives businessname, not first/last. */
  'kind',
  'businessname',
  'contactperson',
] as const;

/** The CSV template's columns. */
export const importColumns = [...requiredImportColumns, ...optionalImportColumns] as const;
export type ImportColumn = (typeof importColumns)[number];

/** Landlords move over with dozens of tenants; a few thousand is an error, not a building. */
export const maxImportRows = 2000;

/** POST /api/tenant/import/preview: every row with its errors, keyed by column. */
export const importPreviewResponseSchema = z.object({
  rows: z.array(
    z.object({
      /** The row's line in the file (the header is line 1). */
      line: z.number(),
      values: z.partialRecord(z.enum(importColumns), z.string()),
      errors: z.partialRecord(z.enum(importColumns), z.string()),
    }),
  ),
  validCount: z.number(),
  invalidCount: z.number(),
});
export type ImportPreview = z.infer<typeof importPreviewResponseSchema>;
export type ImportPreviewRow = ImportPreview['rows'][number];

/** POST /api/tenant/import */
export const importResultResponseSchema = z.object({ imported: z.number(), skipped: z.number() });
export type ImportResult = z.infer<typeof importResultResponseSchema>;
