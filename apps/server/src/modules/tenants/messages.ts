/**
 * The texts of the tenant rules the server checks against the database. The form and the CSV
 * import say the same thing, so they are built here once.
 */
export const tenantMessages = {
  houseTaken: (house: string, rental: string) => `House ${house} in ${rental} already has a tenant`,
  meterTaken: (meter: string) => `Meter ${meter} is already assigned to another tenant`,
  roomFull: (units: number, type: string, rental: string) =>
    `All ${units} ${type} units in ${rental} are taken`,
  houseRepeated: (house: string, rental: string, line: number) =>
    `House ${house} in ${rental} is also on line ${line}`,
  meterRepeated: (meter: string, line: number) => `Meter ${meter} is also on line ${line}`,
  unknownRental: (name: string) => `You have no rental named ${name}`,
  openingAfterReadings:
    'This tenant already has water readings. Correct them on the Water Readings page.',
  unknownRoomType: (rental: string, type: string) => `${rental} has no ${type} room type`,
};
