import type { Language } from '@rental/shared/enums';
import type { LeaseTemplates, LeaseTemplateValues } from '@rental/shared/schemas/lease-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leaseTemplateKeys } from '../../../lib/query-keys';

/** GET /api/lease-templates: each language's lease, the default until saved. */
export function getLeaseTemplates(signal?: AbortSignal): Promise<LeaseTemplates> {
  return apiRequest('/api/lease-templates', { signal });
}

export function useLeaseTemplates() {
  return useQuery({
    queryKey: leaseTemplateKeys.all,
    queryFn: ({ signal }) => getLeaseTemplates(signal),
  });
}

/** PUT /api/lease-templates/{language}: that language's lease and house rules. */
export function saveLeaseTemplate(
  language: Language,
  body: LeaseTemplateValues,
): Promise<LeaseTemplates> {
  return apiRequest(`/api/lease-templates/${language}`, { method: 'PUT', body });
}

export function useSaveLeaseTemplate(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaseTemplateValues) => saveLeaseTemplate(language, body),
    // The form shows a refusal under the field it concerns.
    meta: { errorAlert: false },
    onSuccess: (data) => queryClient.setQueryData(leaseTemplateKeys.all, data),
  });
}
