import { expect } from 'vitest';
import { drainTransmissions, queuePostedDocuments } from '../../src/modules/etims/index.js';
import { authed, signUp } from '../helpers/accounts.js';
import { createRental, createRoom } from '../helpers/portfolio.js';
import { addTenant } from '../helpers/tenant-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { testEtimsOptions } from '../helpers/test-options.js';
import { settableClock } from '../transactions/fixtures.js';
import { startEtimsSimulator, type EtimsSimulator } from '../../../../tools/etims-simulator.mjs';

/**
 * The set-up the eTIMS sending tests share: a test app whose clock stands still until moved,
 * against its own eTIMS simulator; landlords with eTIMS saved and their device initialised by
 * the test call; a business tenant with a KRA PIN and a person; one round of the sender job.
 */
export interface EtimsWorld {
  t: TestApp;
  sim: EtimsSimulator;
  time: ReturnType<typeof settableClock>;
}

export const etimsTimeoutMs = 300;

export async function startEtimsWorld(start = '2026-12-01T06:00:00.000Z'): Promise<EtimsWorld> {
  const time = settableClock(start);
  const sim = await startEtimsSimulator();
  const t = await createTestApp({
    clock: time.clock,
    etims: { baseUrl: sim.url, timeoutMs: etimsTimeoutMs },
  });
  return { t, sim, time };
}

export async function stopEtimsWorld(world: EtimsWorld | undefined) {
  await world?.t.close();
  await world?.sim.close();
}

/** What the sender job is given (its database and clock: the test app's). */
export function etimsDeps(world: EtimsWorld, db = world.t.db) {
  return {
    db,
    clock: world.time.clock,
    etims: testEtimsOptions({ baseUrl: world.sim.url, timeoutMs: etimsTimeoutMs }),
  };
}

/** One round of the job: queue what was posted, send what is due. */
export async function sendRound(world: EtimsWorld) {
  await queuePostedDocuments(etimsDeps(world));
  return drainTransmissions(etimsDeps(world));
}

let devices = 0;

export interface EtimsSettingsChoice {
  vatregistered?: boolean;
  scope?: 'all' | 'business';
}

/** Saves the organization's eTIMS settings; its device serial and a PIN of its own. */
export async function saveEtimsSettings(
  world: EtimsWorld,
  token: string,
  device: { pin: string; serial: string },
  choice: EtimsSettingsChoice = {},
) {
  const saved = await world.t.app.inject({
    method: 'PUT',
    url: '/api/etims/settings',
    headers: authed(token),
    payload: {
      pin: device.pin,
      branchid: '00',
      deviceserial: device.serial,
      vatregistered: choice.vatregistered ?? true,
      scope: choice.scope ?? 'business',
    },
  });
  expect(saved.statusCode).toBe(200);
}

/**
 * A landlord with eTIMS saved (VAT-registered, business tenants by default) and the device
 * initialised by the test call, as the owner does it in Settings.
 */
export async function etimsLandlord(world: EtimsWorld, choice: EtimsSettingsChoice = {}) {
  const account = await signUp(world.t.app);
  devices += 1;
  const device = {
    pin: `P0${String(51234500 + devices).padStart(8, '0')}X`,
    serial: `RM-${devices}`,
  };
  await saveEtimsSettings(world, account.token, device, choice);
  const tested = await world.t.app.inject({
    method: 'POST',
    url: '/api/etims/test',
    headers: authed(account.token),
  });
  expect(tested.statusCode).toBe(200);
  return {
    token: account.token,
    organizationId: account.user.organizationid,
    pin: device.pin,
    serial: device.serial,
  };
}

const opening = { openingrentbalance: 0, openingwaterbalance: 0 };

/** A building of this use with one room. */
export async function building(
  world: EtimsWorld,
  token: string,
  rentaluse: 'commercial' | 'residential',
) {
  const rental = await createRental(world.t.app, token, { rentaluse });
  const room = await createRoom(world.t.app, token, rental.rentalid);
  return { rental, place: { rentalid: rental.rentalid, housetype: room.roomid } };
}

/** A business tenant with a KRA PIN: Kiosk 4 Ltd. */
export function businessTenant(
  world: EtimsWorld,
  token: string,
  place: { rentalid: string; housetype: string },
) {
  return addTenant(world.t.app, token, place, {
    ...opening,
    kind: 'business',
    firstname: '',
    lastname: '',
    businessname: 'Kiosk 4 Ltd',
    krapin: 'A012345678B',
  });
}

/** A person: Wanjiku Kamau, no KRA PIN. */
export function personTenant(
  world: EtimsWorld,
  token: string,
  place: { rentalid: string; housetype: string },
) {
  return addTenant(world.t.app, token, place, opening);
}

/** What the device of this PIN sent to KRA on one OSCU path. */
export const kraCalls = (sim: EtimsSimulator, path: string, pin: string) =>
  sim.requests.filter((r) => r.path === path && r.headers.tin === pin);

export const salesFor = (sim: EtimsSimulator, pin: string) =>
  kraCalls(sim, '/saveTrnsSalesOsdc', pin);

export const itemSavesFor = (sim: EtimsSimulator, pin: string) => kraCalls(sim, '/saveItem', pin);
