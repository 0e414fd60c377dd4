import type { Db } from '../../db/connection.js';
import { recordActivity, recordUpdate } from '../activity/index.js';
import type { Actor } from '../access/index.js';

/** A rental as its form shows it: the field names the log's "changes" line uses. */
export interface LoggedRental {
  id: string;
  rentalname: string;
  rentallocation: string;
  rentaluse: string;
  lrnumber: string | null;
  /** The agent's landlord who owns it, by name. */
  landlord: string | null;
}

export function loggedRental(row: {
  id: string;
  name: string;
  location: string;
  rental_use: string;
  lr_number: string | null;
  landlord_name?: string | null;
}): LoggedRental {
  return {
    id: row.id,
    rentalname: row.name,
    rentallocation: row.location,
    rentaluse: row.rental_use,
    lrnumber: row.lr_number,
    landlord: row.landlord_name ?? null,
  };
}

export function logRentalCreated(trx: Db, actor: Actor, rental: LoggedRental, at: Date) {
  return recordActivity(
    trx,
    actor,
    {
      kind: 'rental_created',
      entity: 'rental',
      entityId: rental.id,
      details: { name: rental.rentalname, location: rental.rentallocation },
    },
    at,
  );
}

export function logRentalUpdated(
  trx: Db,
  actor: Actor,
  before: LoggedRental,
  after: LoggedRental,
  at: Date,
) {
  const { id, ...fields } = after;
  const entry = {
    kind: 'rental_updated',
    entity: 'rental',
    entityId: id,
    details: { name: after.rentalname },
  } as const;
  return recordUpdate(trx, actor, entry, { before: { ...before }, after: fields }, at);
}

export function logRentalDeleted(trx: Db, actor: Actor, rental: LoggedRental, at: Date) {
  return recordActivity(
    trx,
    actor,
    {
      kind: 'rental_deleted',
      entity: 'rental',
      entityId: rental.id,
      details: { name: rental.rentalname, location: rental.rentallocation },
    },
    at,
  );
}
