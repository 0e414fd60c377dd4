import type { RentRollUnit } from '@rental/shared/schemas/reports';
import { sumKes } from './sum-kes';

export interface RentRollTotals {
  units: number;
  occupied: number;
  vacant: number;
  /** Every unit's rent: the tenants' and the vacant units' asking rent. */
  rent: number;
  /** What the tenants living there pay a month. */
  occupiedRent: number;
  deposits: number;
  /** What the tenants owe less what they paid ahead. */
  balance: number;
}

/** The rent roll's totals: the table's footer, the summary above it and the phone's last card. */
export function rentRollTotals(units: readonly RentRollUnit[]): RentRollTotals {
  const occupied = units.filter((unit) => unit.status === 'occupied');
  return {
    units: units.length,
    occupied: occupied.length,
    vacant: units.length - occupied.length,
    rent: sumKes(units, (unit) => unit.monthlyrent),
    occupiedRent: sumKes(occupied, (unit) => unit.monthlyrent),
    deposits: sumKes(units, (unit) => unit.depositheld),
    balance: sumKes(units, (unit) => unit.balance),
  };
}
