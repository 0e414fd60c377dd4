import { randomUUID } from 'node:crypto';
import type { LandlordValues } from '@rental/shared/schemas/landlords';
import type { Db } from '../../db/connection.js';
import { lockLandlord } from '../../db/locks.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordActivity, recordUpdate } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { landlordMessages } from './messages.js';
import { commissionUnits, loggedLandlord, toLandlord } from './presenter.js';
import {
  countRemittances,
  deleteLandlord,
  findLandlord,
  insertLandlord,
  listLandlords,
  updateLandlord,
} from './repository.js';

export interface LandlordsDeps {
  db: Db;
  clock: Clock;
}

/** Landlord records are an agent's: a Landlord account is its own landlord. */
export function requireAgent(accountType: string) {
  if (accountType !== 'Agent') {
    throw new AppError('forbidden', landlordMessages.agentsOnly);
  }
}

function columns(values: LandlordValues) {
  return {
    name: values.name,
    phonenumber: values.phonenumber,
    email: values.email ?? null,
    kra_pin: values.krapin ?? null,
    payout: JSON.stringify(values.payout),
    commission_type: values.commissiontype,
    commission: commissionUnits(values),
    commission_base: values.commissionbase,
    // Left out on an edit: the landlord keeps the language they have.
    ...(values.language && { language: values.language }),
  };
}

export async function requireLandlord(db: Db, organizationId: string, id: string) {
  const row = await findLandlord(db, organizationId, id);
  if (!row) throw notFound('Landlord');
  return row;
}

export async function createLandlord(deps: LandlordsDeps, actor: Actor, values: LandlordValues) {
  const id = randomUUID();
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await insertLandlord(trx, {
      id,
      organization_id: actor.organizationId,
      ...columns(values),
      language: values.language ?? 'en',
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    });
    await recordActivity(
      trx,
      actor,
      {
        kind: 'landlord_created',
        entity: 'landlord',
        entityId: id,
        details: { name: values.name },
      },
      at,
    );
  });
  return toLandlord(await requireLandlord(deps.db, actor.organizationId, id));
}

export async function getLandlords(deps: LandlordsDeps, organizationId: string) {
  return (await listLandlords(deps.db, organizationId)).map(toLandlord);
}

export async function getLandlord(deps: LandlordsDeps, organizationId: string, id: string) {
  return toLandlord(await requireLandlord(deps.db, organizationId, id));
}

export async function changeLandlord(
  deps: LandlordsDeps,
  actor: Actor,
  id: string,
  values: LandlordValues,
) {
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const before = toLandlord(await requireLandlord(trx, actor.organizationId, id)).landlorddata;
    await updateLandlord(trx, actor.organizationId, id, {
      ...columns(values),
      updated_at: at.toISOString(),
    });
    await recordUpdate(
      trx,
      actor,
      {
        kind: 'landlord_updated',
        entity: 'landlord',
        entityId: id,
        details: { name: values.name },
      },
      {
        before: loggedLandlord(before),
        after: loggedLandlord({ ...values, language: values.language ?? before.language }),
      },
      at,
    );
  });
  return getLandlord(deps, actor.organizationId, id);
}

/** Refused while rentals are assigned or remittances recorded: their history needs the record. */
export async function removeLandlord(deps: LandlordsDeps, actor: Actor, id: string) {
  const at = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockLandlord(trx, actor.organizationId, id, 'update');
    const row = await requireLandlord(trx, actor.organizationId, id);
    if (Number(row.rentals) > 0 || (await countRemittances(trx, actor.organizationId, id)) > 0) {
      throw new AppError('conflict', landlordMessages.inUse(row.name));
    }
    await deleteLandlord(trx, actor.organizationId, id);
    await recordActivity(
      trx,
      actor,
      { kind: 'landlord_deleted', entity: 'landlord', entityId: id, details: { name: row.name } },
      at,
    );
  });
}
