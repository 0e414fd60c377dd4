import { msg } from '@rental/shared/message-catalogue';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { countRentalExpenses } from './repository.js';

export const rentalHasExpensesMessage = (rentalName: string, n: number) =>
  msg('error.rentalHasExpenses', { rental: rentalName, count: n });

/**
 * A rental's expenses stay attributed to it (reports and tax read them by rental), so a rental
 * with any is not deleted: the landlord moves or deletes them first. Call it under the
 * organization lock, which expense writes naming a rental also take.
 */
export async function assertRentalHasNoExpenses(
  trx: Db,
  organizationId: string,
  rental: { id: string; name: string },
) {
  const n = await countRentalExpenses(trx, organizationId, rental.id);
  if (n > 0) throw new AppError('conflict', rentalHasExpensesMessage(rental.name, n));
}
