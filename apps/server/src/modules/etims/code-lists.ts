import {
  oscuTimestamp,
  selectCodeList,
  type EtimsConnection,
  type EtimsDeviceKey,
} from '../../integrations/etims/oscu-client.js';
import type { OscuCodeClass } from '../../integrations/etims/oscu-types.js';
import { findEtimsSettings, storeCodeLists } from './settings-repository.js';
import type { EtimsDeps } from './settings-service.js';

/**
 * KRA's code lists (tax types, units, payment types...), cached per organization and asked
 * again after a day, as KRA asks clients to (docs/reference/etims-oscu.md). A refresh asks
 * only for what changed since the last read (lastReqDt) and merges it in.
 */
export const codeListsMaxAgeMs = 24 * 3600 * 1000;

/** Before any code KRA has: the first read gets every list. */
const beforeEveryCode = '20180101000000';

/** The cached lists with `changed` merged in: a class or code KRA sent again replaces ours. */
export function mergeCodeLists(cached: OscuCodeClass[], changed: OscuCodeClass[]) {
  const classes = new Map(cached.map((c) => [c.cdCls, c]));
  for (const update of changed) {
    const before = classes.get(update.cdCls);
    const codes = new Map((before?.dtlList ?? []).map((code) => [code.cd, code]));
    for (const code of update.dtlList ?? []) codes.set(code.cd, code);
    classes.set(update.cdCls, { ...update, dtlList: [...codes.values()] });
  }
  return [...classes.values()].sort((a, b) => a.cdCls.localeCompare(b.cdCls));
}

function parsed(json: string | null): OscuCodeClass[] {
  if (!json) return [];
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as OscuCodeClass[]) : [];
  } catch {
    return [];
  }
}

/** Asks KRA for the lists changed since the last read, merges and stores them. */
export async function refreshCodeLists(
  deps: EtimsDeps,
  organizationId: string,
  connection: EtimsConnection,
  key: EtimsDeviceKey,
): Promise<OscuCodeClass[]> {
  const row = await findEtimsSettings(deps.db, organizationId);
  const cached = parsed(row?.code_lists ?? null);
  const lastRead = row?.code_lists_fetched_at;
  const since = lastRead && cached.length > 0 ? oscuTimestamp(new Date(lastRead)) : beforeEveryCode;
  const readAt = deps.clock();
  const lists = mergeCodeLists(cached, await selectCodeList(connection, key, since));
  await storeCodeLists(deps.db, organizationId, JSON.stringify(lists), readAt.toISOString());
  return lists;
}

/** The cached lists while younger than a day; otherwise refreshed from KRA first. */
export async function codeListsFor(
  deps: EtimsDeps,
  organizationId: string,
  connection: EtimsConnection,
  key: EtimsDeviceKey,
): Promise<OscuCodeClass[]> {
  const row = await findEtimsSettings(deps.db, organizationId);
  const readAt = row?.code_lists_fetched_at;
  const fresh = readAt && deps.clock().getTime() - Date.parse(readAt) < codeListsMaxAgeMs;
  if (fresh && row.code_lists) return parsed(row.code_lists);
  return refreshCodeLists(deps, organizationId, connection, key);
}

/** The taxation types (code class 04) with their rates in percent (userDfnCd1). */
export function taxTypesOf(lists: OscuCodeClass[]) {
  const taxTypes = lists.find((c) => c.cdCls === '04')?.dtlList ?? [];
  return taxTypes
    .filter((code) => code.useYn !== 'N')
    .map((code) => ({ code: code.cd, name: code.cdNm, rate: Number(code.userDfnCd1 ?? 0) || 0 }));
}
