export const unallocatedKeys = {
  list: () => ['unallocated-payments'] as const,
  held: () => ['quarantined-payments'] as const,
  tenants: () => ['tenants', 'list', 'all'] as const,
};
