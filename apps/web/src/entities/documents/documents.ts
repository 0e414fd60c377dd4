import type { Document, DocumentKind } from '@rental/shared/schemas/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../lib/api-client';
import { documentKeys } from '../../lib/query-keys';

/** Whose documents: a tenant's (their page) or a rental's (the rental's page). */
export interface DocumentOwner {
  kind: 'tenant' | 'rental';
  id: string;
}

const ownerPath = ({ kind, id }: DocumentOwner) =>
  `/api/${kind}/${encodeURIComponent(id)}/documents`;
const documentPath = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

/** GET /api/{tenant|rental}/{id}/documents: newest first, ID copies only for who may see them. */
export function getDocuments(
  owner: DocumentOwner,
  signal?: AbortSignal,
): Promise<{ documents: Document[] }> {
  return apiRequest(ownerPath(owner), { signal });
}

export function useDocuments(owner: DocumentOwner) {
  return useQuery({
    queryKey: documentKeys.list(owner.kind, owner.id),
    queryFn: ({ signal }) => getDocuments(owner, signal),
    select: (data) => data.documents,
    // The section shows its own failure, with a retry.
    meta: { errorAlert: false },
  });
}

export interface DocumentUpload {
  kind: DocumentKind;
  title: string;
  file: File;
}

/** POST /api/{tenant|rental}/{id}/documents as multipart/form-data: kind, title, then file. */
export function uploadDocument(
  owner: DocumentOwner,
  { kind, title, file }: DocumentUpload,
): Promise<{ document: Document }> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('title', title);
  form.append('file', file, file.name);
  return apiRequest(ownerPath(owner), { method: 'POST', form });
}

export function useUploadDocument(owner: DocumentOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: DocumentUpload) => uploadDocument(owner, upload),
    // The dialog says what went wrong, under the field it concerns.
    meta: { errorAlert: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: documentKeys.list(owner.kind, owner.id) }),
  });
}

/** DELETE /api/documents/{id}: one added by mistake (the activity log keeps that it was). */
export function deleteDocument(id: string): Promise<void> {
  return apiRequest(documentPath(id), { method: 'DELETE' });
}

export function useDeleteDocument(owner: DocumentOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    // The confirm dialog shows a refusal where the user is looking.
    meta: { errorAlert: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: documentKeys.list(owner.kind, owner.id) }),
  });
}

/** GET /api/documents/{id}: the file with its type; it needs the session's token. */
export function getDocumentFile(id: string): Promise<Blob> {
  return apiDownload(documentPath(id));
}
