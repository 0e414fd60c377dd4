import { msg } from '@rental/shared/message-catalogue';

/**
 * The rent-change and move rules the server checks against the database, by key
 * (error-messages.ts), answered in the requester's language. The static ones are validation
 * messages in packages/shared.
 */
export const rentMessages = {
  billed: (date: string) => msg('error.rentBilled', { date }),
  sameDate: (date: string) => msg('error.rentChangeSameDate', { date }),
  used: (date: string) => msg('error.rentChangeUsed', { date }),
  moveChange: msg('error.rentChangeWithMove'),
  laterChange: (date: string) => msg('error.rentChangeLater', { date }),
  finalBelowLast: (final: number, last: number) => msg('error.finalBelowLast', { final, last }),
};
