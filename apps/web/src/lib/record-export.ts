import type { ExportRecordBody } from '@rental/shared/schemas/activity';
import { apiRequest } from './api-client';

/** What an export holds, as the activity log names it. */
export type ExportedData = ExportRecordBody['what'];

/**
 * POST /api/activity/exports: tells the server what the user just downloaded, so the activity
 * log shows who exported what. The file is already made: a failure here is not the user's
 * concern and never stops the download.
 */
export async function recordExport(body: ExportRecordBody): Promise<void> {
  try {
    await apiRequest('/api/activity/exports', { method: 'POST', body });
  } catch {
    // Nothing to do: the download went ahead, and the server logs its own failures.
  }
}
