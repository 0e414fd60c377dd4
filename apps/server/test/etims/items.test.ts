import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../helpers/accounts.js';
import { billNow } from '../tenancy/tenancy-fixtures.js';
import {
  building,
  businessTenant,
  etimsLandlord,
  itemSavesFor,
  kraCalls,
  saveEtimsSettings,
  salesFor,
  sendRound,
  startEtimsWorld,
  stopEtimsWorld,
  type EtimsWorld,
} from './fixtures.js';
import { rentItem } from './rent-sale.js';

// KRA's item master (decision 0073): the items a sale names are registered with saveItem
// before it, once per device, and again when their tax type changes.

let world: EtimsWorld;
beforeAll(async () => {
  world = await startEtimsWorld();
});
afterAll(() => stopEtimsWorld(world));

/** A VAT-registered landlord with a business tenant in a commercial building (tax type B). */
async function shopLandlord() {
  const owner = await etimsLandlord(world);
  const { place } = await building(world, owner.token, 'commercial');
  const shop = await businessTenant(world, owner.token, place);
  return { ...owner, shop };
}

/** The items and sales this device sent KRA, in order (its test call's left out). */
const callsOf = (pin: string) =>
  world.sim.requests
    .filter((r) => r.headers.tin === pin && ['/saveItem', '/saveTrnsSalesOsdc'].includes(r.path))
    .map((r) => r.path);

const transmissions = async (token: string) =>
  (await world.t.app.inject({ url: '/api/etims/transmissions', headers: authed(token) })).json()
    .transmissions;

const itemRows = (organizationId: string) =>
  world.t.db
    .selectFrom('etims_items')
    .select(['device', 'item_code', 'tax_type', 'status', 'claimed_by'])
    .where('organization_id', '=', organizationId)
    .execute();

describe('our items in KRA’s item master', () => {
  it('registers a sale’s item before its first sale, and not for the next', async () => {
    const owner = await shopLandlord();
    await billNow(world.t.app, owner.token, owner.shop.tenantid, 11600);
    expect(await sendRound(world)).toMatchObject({ sent: 1, failed: 0 });

    expect(callsOf(owner.pin)).toEqual(['/saveItem', '/saveTrnsSalesOsdc']);
    const [saved] = itemSavesFor(world.sim, owner.pin);
    const [sale] = salesFor(world.sim, owner.pin);
    const item = (sale!.body!.itemList as { itemCd: string; taxTyCd: string }[])[0]!;
    // The master record rentSale's fixture names, for this document's item.
    expect(saved!.body).toEqual({ ...rentItem, itemCd: item.itemCd, itemNm: 'Other charge' });
    expect(saved!.headers.cmcKey).toBe(world.sim.controls.cmcKeyOf(owner.pin, '00'));
    expect(world.sim.controls.itemsOf(owner.pin, '00')).toHaveLength(1);
    expect(await itemRows(owner.organizationId)).toEqual([
      {
        device: `sandbox/${owner.pin}/00/${owner.serial}`,
        item_code: item.itemCd,
        tax_type: 'B',
        status: 'registered',
        claimed_by: null,
      },
    ]);

    // The next sale of the same item goes straight to KRA.
    await billNow(world.t.app, owner.token, owner.shop.tenantid, 500);
    expect(await sendRound(world)).toMatchObject({ sent: 1 });
    expect(callsOf(owner.pin)).toEqual(['/saveItem', '/saveTrnsSalesOsdc', '/saveTrnsSalesOsdc']);
  });

  it('keeps the sale queued when registering fails, and registers once at its retry', async () => {
    const owner = await shopLandlord();
    await billNow(world.t.app, owner.token, owner.shop.tenantid, 2000);
    world.sim.controls.failNext(1, { status: 503, path: '/saveItem' });
    expect(await sendRound(world)).toMatchObject({ retried: 1, sent: 0 });
    expect(salesFor(world.sim, owner.pin)).toHaveLength(0);
    const [waiting] = await transmissions(owner.token);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, controlnumber: null });
    expect(waiting.error).toMatch(/^http-503/);
    expect(await itemRows(owner.organizationId)).toEqual([]);

    // The queue's backoff, then the item and the sale.
    expect(await sendRound(world)).toMatchObject({ claimed: 0 });
    world.time.advanceMs(61_000);
    expect(await sendRound(world)).toMatchObject({ sent: 1 });
    const saves = itemSavesFor(world.sim, owner.pin);
    expect(saves.map((r) => r.status)).toEqual([503, 200]);
    expect(saves.filter((r) => r.resultCd === '000')).toHaveLength(1);
    expect(salesFor(world.sim, owner.pin)).toHaveLength(1);
    expect(world.sim.controls.itemsOf(owner.pin, '00')).toHaveLength(1);
    const [sent] = await transmissions(owner.token);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('registers the item again with its new tax type when the VAT registration changes', async () => {
    const owner = await shopLandlord();
    const device = { pin: owner.pin, serial: owner.serial };
    const registeredAs = () => itemSavesFor(world.sim, owner.pin).map((r) => r.body!.taxTyCd);
    const soldAs = () =>
      salesFor(world.sim, owner.pin).map(
        (r) => (r.body!.itemList as { taxTyCd: string }[])[0]!.taxTyCd,
      );
    await billNow(world.t.app, owner.token, owner.shop.tenantid, 1160);
    expect(await sendRound(world)).toMatchObject({ sent: 1 });

    // Deregistered for VAT: the same item is non-VAT (D) from now on.
    await saveEtimsSettings(world, owner.token, device, { vatregistered: false });
    await billNow(world.t.app, owner.token, owner.shop.tenantid, 1000);
    expect(await sendRound(world)).toMatchObject({ sent: 1 });
    expect(registeredAs()).toEqual(['B', 'D']);
    expect(soldAs()).toEqual(['B', 'D']);
    expect(world.sim.controls.itemsOf(owner.pin, '00')).toMatchObject([{ taxTyCd: 'D' }]);

    // Registered again: KRA's master is B again before the next sale, not left at D.
    await saveEtimsSettings(world, owner.token, device, { vatregistered: true });
    await billNow(world.t.app, owner.token, owner.shop.tenantid, 2320);
    await billNow(world.t.app, owner.token, owner.shop.tenantid, 3480);
    expect(await sendRound(world)).toMatchObject({ sent: 2 });
    expect(registeredAs()).toEqual(['B', 'D', 'B']);
    expect(soldAs()).toEqual(['B', 'D', 'B', 'B']);
    expect(await itemRows(owner.organizationId)).toMatchObject([
      { tax_type: 'B', status: 'registered' },
    ]);
  });

  it('registers the items of a sale KRA refused again before the owner’s retry', async () => {
    const owner = await shopLandlord();
    await billNow(world.t.app, owner.token, owner.shop.tenantid, 3000);
    world.sim.controls.failNext(1, { resultCd: '910', path: '/saveTrnsSalesOsdc' });
    expect(await sendRound(world)).toMatchObject({ failed: 1 });
    expect(await itemRows(owner.organizationId)).toEqual([]);
    const [failed] = await transmissions(owner.token);
    const retried = await world.t.app.inject({
      method: 'POST',
      url: `/api/etims/transmissions/${failed.id}/retry`,
      headers: authed(owner.token),
    });
    expect(retried.statusCode).toBe(200);
    expect(await sendRound(world)).toMatchObject({ sent: 1 });
    expect(callsOf(owner.pin)).toEqual([
      '/saveItem',
      '/saveTrnsSalesOsdc',
      '/saveItem',
      '/saveTrnsSalesOsdc',
    ]);
  });

  it('leaves a sale for later while another sender is registering its item', async () => {
    const owner = await shopLandlord();
    await billNow(world.t.app, owner.token, owner.shop.tenantid, 4000);
    const now = world.time.clock();
    // Another server claimed the item and is still at KRA with it.
    await world.t.db
      .insertInto('etims_items')
      .values({
        organization_id: owner.organizationId,
        device: `sandbox/${owner.pin}/00/${owner.serial}`,
        item_code: 'KE3NTXU0000005',
        tax_type: 'B',
        status: 'registering',
        claimed_by: 'another-sender',
        claimed_until: new Date(now.getTime() + 60_000).toISOString(),
        registered_at: null,
        updated_at: now.toISOString(),
      })
      .execute();
    expect(await sendRound(world)).toMatchObject({ claimed: 1, sent: 0, retried: 0, failed: 0 });
    const [waiting] = await transmissions(owner.token);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 0, error: null });
    expect(kraCalls(world.sim, '/saveItem', owner.pin)).toHaveLength(0);

    // That server died: once its claim ran out, this one registers the item and sends.
    world.time.advanceMs(61_000);
    expect(await sendRound(world)).toMatchObject({ sent: 1 });
    expect(callsOf(owner.pin)).toEqual(['/saveItem', '/saveTrnsSalesOsdc']);
  });
});
