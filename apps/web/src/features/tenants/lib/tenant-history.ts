import { useStatement } from '../api/get-statement';

/**
 * Whether the tenant has money in the books (an invoice, a payment, a deposit line): such a
 * tenant's tenancy is ended, never deleted, and Delete says so before anything is clicked.
 * Undefined until the statement is known. The server decides the same (409 otherwise).
 */
export function useTenantHasHistory(tenantId: string, enabled = true): boolean | undefined {
  const statement = useStatement(tenantId, { enabled });
  if (!statement.isSuccess) return undefined;
  const { entries, deposit } = statement.data;
  return entries.some((entry) => entry.kind !== 'opening') || deposit.entries.length > 0;
}
