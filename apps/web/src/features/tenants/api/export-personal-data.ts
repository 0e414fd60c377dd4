import type { PersonalData } from '@rental/shared/schemas/personal-data';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { safeFileName } from '../../../lib/pdf/pdf-layout';
import { downloadStatementPdf } from '../lib/download-statement-pdf';
import { downloadBlob } from '../../../lib/table-export';
import { getStatement } from './get-statement';

/**
 * GET /api/tenant/{id}/personal-data: everything kept about the tenant (the server logs it).
 * 404 for a tenant that is not the organization's.
 */
export function getPersonalData(id: string): Promise<PersonalData> {
  return apiRequest(`/api/tenant/${encodeURIComponent(id)}/personal-data`);
}

/**
 * A tenant's access request answered in one click: their data as a JSON file and their
 * statement as a PDF, both downloaded, for the landlord to hand over.
 */
async function exportPersonalData(id: string) {
  const [data, statement] = await Promise.all([getPersonalData(id), getStatement(id)]);
  const name = `${data.profile.firstname} ${data.profile.lastname}`;
  const json = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  downloadBlob(json, safeFileName(`personal-data-${name}`, 'json'));
  await downloadStatementPdf(statement);
  return data;
}

export function useExportPersonalData(id: string) {
  return useMutation({
    mutationFn: () => exportPersonalData(id),
    // The section shows the failure beside its button.
    meta: { errorAlert: false },
  });
}
