import { z } from 'zod';

/** A current tenant with a notice to vacate in force: the day they are expected to move out. */
export const vacatingTenantOnSchema = z.object({
  tenantid: z.string(),
  /** The expected move-out, yyyy-mm-dd (the newest notice's). */
  vacatingon: z.string(),
});
export type VacatingTenantOn = z.infer<typeof vacatingTenantOnSchema>;

/**
 * GET /api/tenant/vacating: every current tenant in reach with a notice to vacate, for the
 * "Vacating 15/01/2027" chips of the tenant list and the tenant's page. Kept apart from the
 * tenant list, which the tenants module builds and caches without the leases' notices.
 */
export const vacatingTenantsSchema = z.object({ vacating: z.array(vacatingTenantOnSchema) });
export type VacatingTenants = z.infer<typeof vacatingTenantsSchema>;
