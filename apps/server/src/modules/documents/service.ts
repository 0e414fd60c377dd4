import { randomUUID } from 'node:crypto';
import { can } from '@rental/shared/permissions';
import {
  documentFieldsSchema,
  documentMaxBytes,
  documentMessages,
  type Document,
  type DocumentKind,
} from '@rental/shared/schemas/documents';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { fileExtension, sniffFileType } from '../../lib/file-type.js';
import {
  type Actor,
  isUserRole,
  rentalScopeOf,
  requirePermission,
  type UserActor,
} from '../access/index.js';
import { recordActivity } from '../activity/index.js';
import {
  deleteDocument,
  documentsOf,
  findDocument,
  findDocumentFile,
  insertDocument,
  rentalInScope,
  tenantInScope,
  type DocumentListRow,
} from './repository.js';

export interface DocumentsDeps {
  db: Db;
  clock: Clock;
}

/** What an upload brought: the form's fields and the file's bytes (null: no file). */
export interface Upload {
  fields: Record<string, unknown>;
  bytes: Buffer | null;
}

export type DocumentOwner = { tenantId: string } | { rentalId: string };

/** ID copies are the owner's and managers' only (issue 32); a role without it never sees one. */
const mayHoldIdentity = (actor: Actor) =>
  !isUserRole(actor.role) ||
  can(actor.role, 'documents.identity', (actor as Partial<UserActor>).allowances);

function toDocument(row: DocumentListRow): Document {
  const contentType = row.content_type as Document['contenttype'];
  const base = row.title.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || row.kind;
  return {
    documentid: row.id,
    kind: row.kind,
    title: row.title,
    contenttype: contentType,
    size: Number(row.size_bytes),
    filename: `${base}.${fileExtension(contentType)}`,
    createdby: row.created_by_name,
    createdat: row.created_at,
  };
}

/** The tenant's or rental's name for the log, or 404 when it is not the actor's to reach. */
async function ownerName(db: Db, actor: Actor, owner: DocumentOwner) {
  const scope = rentalScopeOf(actor);
  if ('tenantId' in owner) {
    const tenant = await tenantInScope(db, actor.organizationId, owner.tenantId, scope);
    if (!tenant) throw notFound('Tenant');
    return `${tenantDisplayName(tenant)} (${tenant.house_number})`;
  }
  const rental = await rentalInScope(db, actor.organizationId, owner.rentalId, scope);
  if (!rental) throw notFound('Rental');
  return rental.name;
}

/** The fields, then the file: its type from its bytes, at most 5 MB. Nothing is written first. */
function checkUpload(upload: Upload) {
  const parsed = documentFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'kind');
    throw new AppError('validation', issue.message, { [field]: issue.message });
  }
  const { bytes } = upload;
  if (!bytes || bytes.length === 0) {
    throw new AppError('validation', documentMessages.fileRequired, {
      file: documentMessages.fileRequired,
    });
  }
  if (bytes.length > documentMaxBytes) throw documentTooLarge();
  const contentType = sniffFileType(bytes);
  if (!contentType) {
    throw new AppError('validation', documentMessages.fileType, {
      file: documentMessages.fileType,
    });
  }
  return { ...parsed.data, bytes, contentType };
}

export const documentTooLarge = () =>
  new AppError('payload_too_large', documentMessages.fileTooLarge, {
    file: documentMessages.fileTooLarge,
  });

/** Adds a document to a tenant or a rental, logged in the same transaction. */
export async function addDocument(
  deps: DocumentsDeps,
  actor: Actor,
  owner: DocumentOwner,
  upload: Upload,
): Promise<Document> {
  // Whose it is first: another organization's tenant is a 404 whatever the file.
  await ownerName(deps.db, actor, owner);
  const checked = checkUpload(upload);
  if (checked.kind === 'id_copy') requirePermission(actor, 'documents.identity');
  const now = deps.clock();
  const row = {
    id: randomUUID(),
    organization_id: actor.organizationId,
    tenant_id: 'tenantId' in owner ? owner.tenantId : null,
    rental_id: 'rentalId' in owner ? owner.rentalId : null,
    kind: checked.kind,
    title: checked.title,
    content_type: checked.contentType,
    size_bytes: checked.bytes.length,
    created_at: now.toISOString(),
    created_by: actor.userId,
    created_by_name: actor.name,
    data: checked.bytes,
  };
  await deps.db.transaction().execute(async (trx) => {
    const name = await ownerName(trx, actor, owner);
    await insertDocument(trx, row);
    await logDocument(trx, actor, 'document_added', row, name, now);
  });
  return toDocument(row);
}

function logDocument(
  trx: Db,
  actor: Actor,
  kind: 'document_added' | 'document_removed',
  row: { id: string; kind: DocumentKind; title: string; tenant_id: string | null },
  owner: string,
  now: Date,
) {
  return recordActivity(
    trx,
    actor,
    {
      kind,
      entity: row.tenant_id ? 'tenant' : 'rental',
      entityId: row.tenant_id ?? row.id,
      details: { title: row.title || null, kind: row.kind, owner },
    },
    now,
  );
}

/** A tenant's or rental's documents, newest first; ID copies only for those who may see them. */
export async function listDocuments(
  deps: DocumentsDeps,
  actor: Actor,
  owner: DocumentOwner,
): Promise<Document[]> {
  await ownerName(deps.db, actor, owner);
  const rows = await documentsOf(deps.db, actor.organizationId, owner);
  const identity = mayHoldIdentity(actor);
  return rows.filter((row) => identity || row.kind !== 'id_copy').map(toDocument);
}

/** The document, if the actor reaches its tenant or rental and, for an ID copy, may see it. */
async function requireDocument(db: Db, actor: Actor, documentId: string) {
  const row = await findDocument(db, actor.organizationId, documentId);
  if (!row || (row.kind === 'id_copy' && !mayHoldIdentity(actor))) throw notFound('Document');
  const owner: DocumentOwner = row.tenant_id
    ? { tenantId: row.tenant_id }
    : { rentalId: row.rental_id! };
  const name = await ownerName(db, actor, owner).catch(() => {
    throw notFound('Document');
  });
  return { row, owner, name };
}

/** GET /api/documents/{id}: the file, with the type found when it was uploaded. */
export async function getDocumentFile(deps: DocumentsDeps, actor: Actor, documentId: string) {
  const { row, owner } = await requireDocument(deps.db, actor, documentId);
  requirePermission(actor, 'tenantId' in owner ? 'tenants.private' : 'rentals.read');
  const file = await findDocumentFile(deps.db, actor.organizationId, documentId);
  if (!file) throw notFound('Document');
  const document = toDocument(row);
  return { bytes: Buffer.from(file.data), contentType: document.contenttype, document };
}

/** DELETE /api/documents/{id}: a document added by mistake goes, and the log says so. */
export async function removeDocument(deps: DocumentsDeps, actor: Actor, documentId: string) {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const { row, owner, name } = await requireDocument(trx, actor, documentId);
    requirePermission(actor, 'tenantId' in owner ? 'tenants.write' : 'rentals.write');
    await deleteDocument(trx, actor.organizationId, documentId);
    await logDocument(trx, actor, 'document_removed', row, name, now);
  });
}
