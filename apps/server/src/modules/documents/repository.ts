import type { Db } from '../../db/connection.js';
import { tenantNameColumns } from '../../db/tenant-name-columns.js';
import type { DocumentsTable } from '../../db/types.js';
import { inRentals, type RentalScope } from '../access/index.js';

/** Everything but the file: lists never read the bytes. */
const listColumns = [
  'id',
  'tenant_id',
  'rental_id',
  'kind',
  'title',
  'content_type',
  'size_bytes',
  'created_at',
  'created_by_name',
] as const;

export async function insertDocument(db: Db, row: DocumentsTable) {
  await db.insertInto('documents').values(row).execute();
}

/** Whether the tenant is the organization's and in the scope: another's is a 404. */
export async function tenantInScope(
  db: Db,
  organizationId: string,
  tenantId: string,
  scope: RentalScope,
) {
  const row = await db
    .selectFrom('tenants')
    .select(['id', ...tenantNameColumns('tenants'), 'house_number'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', tenantId)
    .where(inRentals('tenants.rental_id', scope))
    .executeTakeFirst();
  return row ?? null;
}

export async function rentalInScope(
  db: Db,
  organizationId: string,
  rentalId: string,
  scope: RentalScope,
) {
  const row = await db
    .selectFrom('rentals')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', rentalId)
    .where(inRentals('rentals.id', scope))
    .executeTakeFirst();
  return row ?? null;
}

export function documentsOf(
  db: Db,
  organizationId: string,
  owner: { tenantId: string } | { rentalId: string },
) {
  let query = db
    .selectFrom('documents')
    .select(listColumns)
    .where('organization_id', '=', organizationId);
  query =
    'tenantId' in owner
      ? query.where('tenant_id', '=', owner.tenantId)
      : query.where('rental_id', '=', owner.rentalId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}
export type DocumentListRow = Awaited<ReturnType<typeof documentsOf>>[number];

export function findDocument(db: Db, organizationId: string, documentId: string) {
  return db
    .selectFrom('documents')
    .select(listColumns)
    .where('organization_id', '=', organizationId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** The file; the only query that reads the bytes of one document. */
export function findDocumentFile(db: Db, organizationId: string, documentId: string) {
  return db
    .selectFrom('documents')
    .select(['data'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

export async function deleteDocument(db: Db, organizationId: string, documentId: string) {
  await db
    .deleteFrom('documents')
    .where('organization_id', '=', organizationId)
    .where('id', '=', documentId)
    .execute();
}

/** A tenant's documents with their files, for their personal-data export. */
export function tenantDocumentFiles(db: Db, organizationId: string, tenantId: string) {
  return db
    .selectFrom('documents')
    .select([...listColumns, 'data'])
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Removes a tenant's documents (their erasure); how many went. */
export async function deleteTenantDocuments(db: Db, organizationId: string, tenantId: string) {
  const result = await db
    .deleteFrom('documents')
    .where('organization_id', '=', organizationId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
