import { useLandlords } from '../../../entities/landlords/landlords';
import { useRentals } from '../../../entities/rentals/rentals';
import type { ReportFilters } from './use-report-filters';

export interface ScopeChoice {
  id: string;
  name: string;
}

const byName = (a: ScopeChoice, b: ScopeChoice) => a.name.localeCompare(b.name);

/**
 * What the rental and landlord filters offer, by name: an agent's landlords, and the rentals
 * (only the chosen landlord's when one is); with the names of the chosen ones, for the
 * report's title and exports.
 */
export function useScopeChoices({ agent, landlordid, rentalid }: ReportFilters) {
  const rentals = useRentals();
  const landlords = useLandlords({ enabled: agent });
  const allRentals = (rentals.data ?? []).map((rental) => ({
    id: rental.rentalid,
    name: rental.rentaldata.rentalname,
    landlordid: rental.rentaldata.landlordid,
  }));
  const landlordChoices = (landlords.data ?? [])
    .map((landlord) => ({ id: landlord.landlordid, name: landlord.landlorddata.name }))
    .sort(byName);
  const rentalChoices = allRentals
    .filter((rental) => !landlordid || rental.landlordid === landlordid)
    .sort(byName);
  return {
    rentals: rentalChoices as ScopeChoice[],
    landlords: landlordChoices as ScopeChoice[],
    /** The chosen landlord owns this rental (an unfiltered report keeps any rental). */
    ownedBy: (landlord: string, rental: string) =>
      !landlord || allRentals.some((r) => r.id === rental && r.landlordid === landlord),
    rentalName: allRentals.find((rental) => rental.id === rentalid)?.name,
    landlordName: landlordChoices.find((landlord) => landlord.id === landlordid)?.name,
  };
}

export type ScopeChoices = ReturnType<typeof useScopeChoices>;
