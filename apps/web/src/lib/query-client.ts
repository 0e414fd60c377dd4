import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

export interface CallMeta extends Record<string, unknown> {
  /** false when the screen reports the failure itself (default: every failure is alerted). */
  errorAlert?: boolean;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a dropped connection might.
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** Where a plan limit sends the user: the subscriptions tab of settings. */
export const upgradePlanPath = '/settings?tab=subscription';

/**
 * The link an error alert offers besides the message: a refusal for the plan's limit
 * (code plan_limit) offers the upgrade, wherever it happened; a receipt number already
 * recorded (receipt_recorded) opens the payment that has it.
 */
export function failureAction(
  error: unknown,
  t: (key: string) => string,
): { label: string; to: string } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'plan_limit') return { label: t('common:upgradePlan'), to: upgradePlanPath };
  if (error.code === 'receipt_recorded') {
    const { holder, transactionid } = error.params;
    if (holder === 'payment' && transactionid) {
      return {
        label: t('common:errorActions.viewPayment'),
        to: `/transaction/${encodeURIComponent(String(transactionid))}`,
      };
    }
    if (holder === 'unallocated') {
      return { label: t('common:errorActions.unallocated'), to: '/unallocated' };
    }
  }
  return undefined;
}

/**
 * Calls `listener` for every failed query or mutation of `client`, unless its meta says
 * `errorAlert: false`. Returns the unsubscribe function.
 */
export function onCallFailure(client: QueryClient, listener: (error: unknown) => void) {
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (event.query.meta?.errorAlert !== false) listener(event.action.error);
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (event.mutation.meta?.errorAlert !== false) listener(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
