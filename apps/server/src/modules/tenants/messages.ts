import { msg } from '@rental/shared/message-catalogue';

/**
 * The tenant rules the server checks against the database, by key (error-messages.ts), so an
 * error is answered in the requester's language. The form and the CSV import say the same
 * thing, so they are built here once (the import's preview shows the English text).
 */
export const tenantMessages = {
  houseTaken: (house: string, rental: string) => msg('error.houseTaken', { house, rental }),
  meterTaken: (meter: string) => msg('error.meterTaken', { meter }),
  roomFull: (units: number, type: string, rental: string) =>
    msg('error.roomFull', { count: units, housetype: type, rental }),
  houseRepeated: (house: string, rental: string, line: number) =>
    `House ${house} in ${rental} is also on line ${line}`,
  meterRepeated: (meter: string, line: number) => `Meter ${meter} is also on line ${line}`,
  unknownRental: (name: string) => `You have no rental named ${name}`,
  openingAfterReadings: msg('error.openingAfterReadings'),
  unknownRoomType: (rental: string, type: string) => `${rental} has no ${type} room type`,
};
