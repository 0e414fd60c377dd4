import type { Language } from '@rental/shared/enums';
import { apiDownload } from '../../../lib/api-client';

/** GET /api/tenant/{id}/lease.pdf?lang=en|sw: the lease, made from the landlord's template. */
export function getLeasePdf(id: string, language: Language): Promise<Blob> {
  return apiDownload(`/api/tenant/${encodeURIComponent(id)}/lease.pdf?lang=${language}`);
}
