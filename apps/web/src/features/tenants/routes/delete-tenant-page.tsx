import { useParams } from 'react-router';
import { DeleteTenantDialog } from '../components/delete-tenant-dialog';
import { TenantsPage } from './tenants-page';

/** /tenant-details/delete/{id}: the confirmation dialog over the tenant list. */
export function DeleteTenantPage() {
  const { id = '' } = useParams();
  return (
    <>
      <TenantsPage />
      <DeleteTenantDialog tenantId={id} />
    </>
  );
}
