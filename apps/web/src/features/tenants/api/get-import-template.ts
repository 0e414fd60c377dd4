import { useMutation } from '@tanstack/react-query';
import { apiErrorBodySchema } from '@rental/shared/api-error';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';

/** GET /api/tenant/import/template: the CSV header and an example row (text, not JSON). */
export async function getImportTemplate(): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/api/tenant/import/template', {
      headers: { accept: 'text/csv', ...(token && { 'x-auth-token': token }) },
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new ApiError(
      0,
      'network',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  if (response.ok) return response.blob();
  const parsed = apiErrorBodySchema.safeParse(await response.json().catch(() => undefined));
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    throw new ApiError(response.status, code, message, fields);
  }
  throw new ApiError(
    response.status,
    'unexpected_response',
    `The server answered with an error (${response.status}). Try again.`,
  );
}

/** Saves the template as tenants-template.csv through a temporary link. */
async function downloadTemplate() {
  const blob = await getImportTemplate();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'tenants-template.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
