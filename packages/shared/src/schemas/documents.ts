import { z } from 'zod';
import { documentMessages } from '../schema-messages.js';
import { receiptContentTypes } from './expenses.js';

// Worded in ../schema-messages.ts (no zod there: the app shows them without the schemas).
export { documentMessages };

/** What a document is: a signed lease, an ID copy, a move-in inspection, a letter, other. */
export const documentKinds = ['lease', 'id_copy', 'inspection', 'letter', 'other'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** A document's file: as an expense receipt (a picture or a PDF), at most 5 MB. */
export const documentMaxBytes = 5 * 1024 * 1024;

/**
 * The form fields sent with the file (multipart/form-data: `kind`, `title`, then `file`).
 * The title may be empty: the kind says what the document is, in the reader's language.
 */
export const documentFieldsSchema = z.object({
  kind: z.enum(documentKinds, { error: documentMessages.kindRequired }),
  title: z.string().trim().max(120, documentMessages.titleTooLong).optional().default(''),
});
export type DocumentFields = z.input<typeof documentFieldsSchema>;

export const documentSchema = z.object({
  documentid: z.string(),
  kind: z.enum(documentKinds),
  title: z.string(),
  contenttype: z.enum(receiptContentTypes),
  size: z.number(),
  /** The name it downloads as. */
  filename: z.string(),
  createdby: z.string(),
  createdat: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({ documents: z.array(documentSchema) });
export const documentResponseSchema = z.object({ document: documentSchema });
