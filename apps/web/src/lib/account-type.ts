import { useSignedInUser } from './current-user';

/** An Agent account manages rentals for landlords: it sees landlord filters and screens. */
export function useIsAgent(): boolean {
  return useSignedInUser().userProfile.accounttype === 'Agent';
}
