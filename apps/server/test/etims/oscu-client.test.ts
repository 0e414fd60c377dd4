import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EtimsError,
  etimsBaseUrl,
  initDevice,
  saveItem,
  saveSale,
  selectCodeList,
  type EtimsConnection,
} from '../../src/integrations/etims/oscu-client.js';
import { startEtimsSimulator, type EtimsSimulator } from '../../../../tools/etims-simulator.mjs';
import { rentItem, rentSale } from './rent-sale.js';

const device = { tin: 'P051234567X', bhfId: '00', dvcSrlNo: 'RM-DEVICE-1' };

let sim: EtimsSimulator;
let connection: EtimsConnection;
beforeAll(async () => {
  sim = await startEtimsSimulator();
  connection = { environment: 'sandbox', baseUrl: sim.url, timeoutMs: 500 };
});
afterAll(() => sim.close());
beforeEach(() => sim.controls.reset());

async function initialised() {
  const info = await initDevice(connection, device);
  return { tin: device.tin, bhfId: device.bhfId, cmcKey: info.cmcKey };
}

describe('the OSCU client against the eTIMS simulator', () => {
  it('picks KRA sandbox or production unless ETIMS_BASE_URL overrides it', () => {
    expect(etimsBaseUrl('sandbox')).toBe('https://etims-api-sbx.kra.go.ke/etims-api');
    expect(etimsBaseUrl('production')).toBe('https://etims-api.kra.go.ke/etims-api');
    expect(etimsBaseUrl('production', 'http://127.0.0.1:4030/')).toBe('http://127.0.0.1:4030');
  });

  it('initialises a device and gets its cmcKey, sending no key headers', async () => {
    const info = await initDevice(connection, device);
    expect(info.cmcKey).toBe(sim.controls.cmcKeyOf(device.tin, device.bhfId));
    expect(info.tin).toBe(device.tin);
    const [request] = sim.requests;
    expect(request?.path).toBe('/selectInitOsdcInfo');
    expect(request?.body).toEqual(device);
    expect(request?.headers.cmcKey).toBeUndefined();
  });

  it('reads the code lists with the tin, bhfId and cmcKey headers', async () => {
    const key = await initialised();
    const classes = await selectCodeList(connection, key, '20180520000000');
    const taxTypes = classes.find((c) => c.cdCls === '04')?.dtlList ?? [];
    expect(taxTypes.map((t) => [t.cd, t.userDfnCd1])).toContainEqual(['B', '16']);
    expect(sim.requests.at(-1)?.headers).toEqual(key);
    // Nothing changed since: KRA's '001' is an empty list, not an error.
    expect(await selectCodeList(connection, key, '20990101000000')).toEqual([]);
  });

  it("maps KRA's refusals to their result codes", async () => {
    await initialised();
    const wrongKey = { tin: device.tin, bhfId: device.bhfId, cmcKey: 'not-the-key' };
    const refusal = await selectCodeList(connection, wrongKey, '20180520000000').catch((e) => e);
    expect(refusal).toBeInstanceOf(EtimsError);
    expect(refusal).toMatchObject({ code: '901', refused: true });
    const unknown = await initDevice(connection, { ...device, tin: 'not-a-pin' }).catch((e) => e);
    expect(unknown).toMatchObject({ code: '901' });
  });

  it('maps HTTP failures and timeouts to codes that are not refusals', async () => {
    const key = await initialised();
    sim.controls.failNext(1, { status: 503 });
    const down = await selectCodeList(connection, key, '20180520000000').catch((e) => e);
    expect(down).toMatchObject({ code: 'http-503', refused: false });
    sim.controls.delayNext(2_000);
    const slow = await selectCodeList(connection, key, '20180520000000').catch((e) => e);
    expect(slow).toMatchObject({ code: 'timeout', refused: false });
  });

  it('registers a sale once per invoice number, however often it is sent', async () => {
    const key = await initialised();
    await saveItem(connection, key, rentItem);
    const first = await saveSale(connection, key, rentSale(7));
    expect(first.rcptSign).toMatch(/^[A-Z2-7]{16}$/);
    expect(first.sdcDateTime).toMatch(/^\d{14}$/);
    // The line drops after KRA took it: the client times out without knowing.
    sim.controls.hangNext();
    const lost = await saveSale(connection, key, rentSale(8)).catch((e) => e);
    expect(lost).toMatchObject({ code: 'timeout' });
    // Sent again, each is answered with its first receipt: one sale each at KRA.
    expect(await saveSale(connection, key, rentSale(7))).toEqual(first);
    const eight = await saveSale(connection, key, rentSale(8));
    expect(eight.curRcptNo).toBe('2');
    expect(sim.controls.timesSent(7)).toBe(2);
    expect(sim.controls.timesSent(8)).toBe(2);
    expect(sim.controls.salesCount(7)).toBe(1);
    expect(sim.controls.salesCount(8)).toBe(1);
  });

  it('keeps the items saveItem registered per device, and refuses a sale naming another', async () => {
    const key = await initialised();
    // Not registered yet: KRA's generic parameter error, and no receipt.
    await expect(saveSale(connection, key, rentSale(10))).rejects.toMatchObject({ code: '910' });
    expect(sim.controls.salesCount(10)).toBe(0);
    await saveItem(connection, key, rentItem);
    const request = sim.requests.at(-1);
    expect(request).toMatchObject({
      path: '/saveItem',
      headers: key,
      body: rentItem,
      resultCd: '000',
    });
    // Saved again with another tax type: the master is updated, not doubled.
    await saveItem(connection, key, { ...rentItem, taxTyCd: 'D' });
    expect(sim.controls.itemsOf(device.tin, device.bhfId)).toEqual([{ ...rentItem, taxTyCd: 'D' }]);
    expect((await saveSale(connection, key, rentSale(10))).curRcptNo).toBe('1');
    // Another branch of the same PIN has its own master.
    expect(sim.controls.itemsOf(device.tin, '01')).toEqual([]);
    // An item without what the master needs is refused.
    const { itemClsCd: _, ...unclassified } = rentItem;
    await expect(saveItem(connection, key, unclassified as typeof rentItem)).rejects.toMatchObject({
      code: '910',
    });
  });

  it('refuses a sale without its items with 910', async () => {
    const key = await initialised();
    const sale = { ...rentSale(9), itemList: [] };
    await expect(saveSale(connection, key, sale)).rejects.toMatchObject({ code: '910' });
    expect(sim.controls.salesCount(9)).toBe(0);
  });
});
