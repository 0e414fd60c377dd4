import { activityAmount } from '@rental/shared/activity';
import type { Db } from '../../db/connection.js';
import { recordActivity, recordUpdate } from '../activity/index.js';
import type { Actor } from '../access/index.js';

/** What the log needs of a room type: a RoomRow, or the values just written. */
export interface LoggedRoom {
  id: string;
  rental_name: string;
  house_type: string;
  total_units: number;
  monthly_rent_cents: number;
  water_unit_rate_cents: number;
}

/** The room type as its form shows it, money as the landlord reads it ("KES 8,500"). */
function shown(room: LoggedRoom) {
  return {
    housetype: room.house_type,
    totalunits: Number(room.total_units),
    monthlyrent: activityAmount(Number(room.monthly_rent_cents)),
    waterunitrate: activityAmount(Number(room.water_unit_rate_cents)),
  };
}

function entry(room: LoggedRoom) {
  return {
    entity: 'room',
    entityId: room.id,
    details: { name: room.house_type, rental: room.rental_name },
  };
}

export function logRoomCreated(trx: Db, actor: Actor, room: LoggedRoom, at: Date) {
  const { entity, entityId, details } = entry(room);
  const values = shown(room);
  return recordActivity(
    trx,
    actor,
    {
      kind: 'room_created',
      entity,
      entityId,
      details: { ...details, units: values.totalunits, monthlyrent: values.monthlyrent },
    },
    at,
  );
}

export function logRoomUpdated(
  trx: Db,
  actor: Actor,
  before: LoggedRoom,
  after: LoggedRoom,
  at: Date,
) {
  const fields = { before: shown(before), after: shown(after) };
  return recordUpdate(trx, actor, { kind: 'room_updated', ...entry(after) }, fields, at);
}

export function logRoomDeleted(trx: Db, actor: Actor, room: LoggedRoom, at: Date) {
  return recordActivity(trx, actor, { kind: 'room_deleted', ...entry(room) }, at);
}
