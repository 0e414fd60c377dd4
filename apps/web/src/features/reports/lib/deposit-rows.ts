import type { DepositsReport } from '@rental/shared/schemas/tenancy';

export type DepositRental = DepositsReport['rentals'][number];

/** One tenant's deposit with their rental's name: a row of the phone cards and the exports. */
export type DepositRow = DepositRental['tenants'][number] & {
  rentalid: string;
  rentalname: string;
};

/** The report's tenants in its order (rentals by name, tenants by house), one row each. */
export function depositRows(report: DepositsReport): DepositRow[] {
  return report.rentals.flatMap((rental) =>
    rental.tenants.map((tenant) => ({
      ...tenant,
      rentalid: rental.rentalid,
      rentalname: rental.rentalname,
    })),
  );
}
