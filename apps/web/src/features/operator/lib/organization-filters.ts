import { accountTypes, type AccountType } from '@rental/shared/enums';
import { organizationStatuses, type OrganizationStatus } from '@rental/shared/schemas/operator';
import { planIds, type PlanId } from '@rental/shared/schemas/subscriptions';

/** 'trial' lists the organizations that have not chosen a plan yet. */
export type PlanFilter = PlanId | 'trial';
export const planFilters: readonly PlanFilter[] = ['trial', ...planIds];

/** The organizations list's search and filters as the screen holds them ('' = not set). */
export interface OrganizationFilters {
  q: string;
  status: OrganizationStatus | '';
  planid: PlanFilter | '';
  accounttype: AccountType | '';
}

export const noOrganizationFilters: OrganizationFilters = {
  q: '',
  status: '',
  planid: '',
  accounttype: '',
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.includes(value as T) ? (value as T) : '';
}

/** The applied search and filters live in the address, so a link (or a reload) keeps them. */
export function organizationFiltersFrom(params: URLSearchParams): OrganizationFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    status: oneOf(organizationStatuses, params.get('status')),
    planid: oneOf(planFilters, params.get('planid')),
    accounttype: oneOf(accountTypes, params.get('accounttype')),
  };
}

/**
 * The parameters of `filters`, leaving out what is not set: both the address's and
 * GET /api/operator/organizations' (the same names).
 */
export function organizationFilterParams(filters: OrganizationFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'planid', 'accounttype'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  return params;
}
