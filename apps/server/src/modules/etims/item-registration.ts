import { setTimeout as sleep } from 'node:timers/promises';
import {
  saveItem,
  type EtimsConnection,
  type EtimsDeviceKey,
} from '../../integrations/etims/oscu-client.js';
import type { OscuSale } from '../../integrations/etims/oscu-types.js';
import { claimItem, findItem, markItemRegistered, releaseItem } from './items-repository.js';
import { itemMaster, type Seller } from './rent-sale.js';
import type { EtimsDeps } from './settings-service.js';

/**
 * Before a sale goes, KRA's item master must have each item it names, with the tax type it
 * gives it (decision 0073). An item is registered once per organization and device, and again
 * when its tax type changes (saveItem of the same itemCd updates the master). Which sender
 * registers it is decided in the database (items-repository.ts); one that finds another
 * registering waits for it a little, then gives its sale back to the queue untried.
 */

/** How often a sender looks whether another has finished registering an item. */
const pollMs = 100;

export interface ItemDevice {
  organizationId: string;
  /** items-repository.ts itemDevice */
  device: string;
  connection: EtimsConnection;
  key: EtimsDeviceKey;
  seller: Seller;
  /** The sender's claim token. */
  token: string;
}

/**
 * 'ready' when KRA has every item of the sale as the sale names it; 'busy' when another sender
 * is still registering one. Throws KRA's EtimsError when saveItem failed: the sale is then
 * retried or failed by the queue's rule, and the item registered at its next attempt.
 */
export async function registerItemsOf(
  deps: EtimsDeps,
  target: ItemDevice,
  sale: OscuSale,
): Promise<'ready' | 'busy'> {
  const wanted = new Map(sale.itemList.map((item) => [item.itemCd, item.taxTyCd]));
  for (const [itemCode, taxType] of wanted) {
    const key = { organizationId: target.organizationId, device: target.device, itemCode };
    // Real time, not the app's clock: a test's clock may stand still while another sender works.
    const giveUpAt = performance.now() + deps.etims.timeoutMs + 2_000;
    for (;;) {
      const row = await findItem(deps.db, key);
      if (row?.status === 'registered' && row.tax_type === taxType) break;
      const now = deps.clock();
      const until = new Date(now.getTime() + deps.etims.timeoutMs + 5_000);
      const claim = {
        taxType,
        token: target.token,
        now: now.toISOString(),
        until: until.toISOString(),
      };
      if (await claimItem(deps.db, key, claim)) {
        try {
          await saveItem(
            target.connection,
            target.key,
            itemMaster(itemCode, taxType, target.seller),
          );
        } catch (error) {
          await releaseItem(deps.db, key, target.token);
          throw error;
        }
        await markItemRegistered(deps.db, key, target.token, deps.clock().toISOString());
        break;
      }
      if (performance.now() > giveUpAt) return 'busy';
      await sleep(pollMs);
    }
  }
  return 'ready';
}
