// A stand-in for KRA's eTIMS OSCU API speaking its wire format (docs/reference/etims-oscu.md):
// JSON POSTs to /selectInitOsdcInfo (device initialisation: answers the cmcKey),
// /selectCodeList (KRA's code lists; tin, bhfId and cmcKey headers), /saveItem (an item of the
// taxpayer's item master, kept per device; the same itemCd again updates it) and
// /saveTrnsSalesOsdc (a sale or credit note: answers receipt numbers, internal data and a
// signature). Every answer is {resultCd, resultMsg, resultDt, data}; '000' is success.
//
// A sale is taken once per (tin, bhfId, invcNo): a repeat is answered with the first answer
// and issues no second receipt, so tests can prove one sale at KRA however often it was sent.
// A sale naming an item the device never registered with /saveItem is refused with '910'
// ("Request parameter error": KRA's documented code for a bad request; the specification
// names no code of its own for an unknown item). Tests drive it through `controls` (failures,
// hangs, delays, each for any call or for one path) and read `requests` (every call,
// /saveItem's included).
//
//   import { startEtimsSimulator } from '../tools/etims-simulator.mjs';
//   node tools/etims-simulator.mjs --port 4030 [--device P051234567X/00/SERIAL1]
//
// Under the CLI the controls are also reachable over HTTP: GET /__simulator/requests,
// GET /__simulator/sales, GET /__simulator/items?tin=P051234567X&bhfId=00 (the device's item
// master), POST /__simulator/fail-next?count=N&status=500&resultCd=999&path=/saveItem,
// /__simulator/hang-next?count=N&path=/saveTrnsSalesOsdc, /__simulator/delay-next?count=N&ms=2000,
// /__simulator/reset. `path` is optional: without it the next call of any path.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const resultTexts = {
  '000': 'It is succeeded',
  '001': 'There is no search result',
  900: 'There is no Header information',
  901: 'It is not valid device',
  910: 'Request parameter error',
  911: 'There is no request full text',
  999: 'There is an unknown error. Please ask the administrator',
};

/** YYYYMMDDhhmmss in Kenya time (UTC+3), as KRA writes its dates. */
export function kenyaStamp(date = new Date()) {
  return new Date(date.getTime() + 3 * 3600 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The taxation types (code class 04) as the specification lists them; rate in userDfnCd1. */
const taxTypes = [
  ['A', 'A-Exempt', '0'],
  ['B', 'B-16.00%', '16'],
  ['C', 'C-0%', '0'],
  ['D', 'D-Non-VAT', '0'],
  ['E', 'E-8%', '8'],
];
/** When the simulated code lists last changed: a lastReqDt after it gets '001'. */
const codesChangedAt = '20240101000000';

const base32 = (bytes) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let out = '';
  for (const byte of bytes) out += alphabet[byte % 32];
  return out;
};

/**
 * Starts the simulator. Options: port (0 = any free one), host, devices (a list of
 * {tin, bhfId, dvcSrlNo} KRA knows; unset: any device with a PIN-shaped tin), httpControls.
 */
export async function startEtimsSimulator(options = {}) {
  const known = options.devices?.map((d) => `${d.tin}/${d.bhfId}/${d.dvcSrlNo}`);
  /** Initialised devices by `tin/bhfId`: {dvcSrlNo, cmcKey, sdcId, receipts}. */
  const devices = new Map();
  /** Each device's item master, by `tin/bhfId`: a Map of itemCd to the last saveItem body. */
  const items = new Map();
  /** Sales taken, by `tin/bhfId/invcNo`: {answer, body, at, times}. */
  const sales = new Map();
  /** Every request that reached an OSCU path, with how it was answered. */
  const requests = [];
  const state = { failures: [], hangs: [], delays: [] };
  const hanging = new Set();

  const controls = {
    /**
     * The next `count` calls fail: HTTP `status` (500 by default) with no body, or, given a
     * `resultCd`, HTTP 200 with that result code. Nothing is taken. Given a `path`
     * ('/saveItem'), the next calls of that path only.
     */
    failNext(count = 1, failure = {}) {
      for (let i = 0; i < count; i += 1) state.failures.push(failure);
    },
    /**
     * The next `count` calls (of `path`, if given) are taken (a sale or an item is registered)
     * but never answered, as when the line drops after KRA got it: the client times out not
     * knowing.
     */
    hangNext(count = 1, path = undefined) {
      for (let i = 0; i < count; i += 1) state.hangs.push({ path });
    },
    /** The next `count` calls are answered after `ms` milliseconds. */
    delayNext(ms, count = 1) {
      for (let i = 0; i < count; i += 1) state.delays.push(ms);
    },
    /** How many receipts KRA issued for this invoice number (0 or 1). */
    salesCount(invcNo, tin, bhfId) {
      return [...sales.values()].filter(
        (s) =>
          String(s.body.invcNo) === String(invcNo) &&
          (tin === undefined || s.tin === tin) &&
          (bhfId === undefined || s.bhfId === bhfId),
      ).length;
    },
    /** How many times a sale with this invoice number reached the simulator (answered or not). */
    timesSent(invcNo) {
      return requests.filter(
        (r) => r.path === '/saveTrnsSalesOsdc' && String(r.body?.invcNo) === String(invcNo),
      ).length;
    },
    /** The device's item master: the last saveItem body of each itemCd, in registration order. */
    itemsOf(tin, bhfId) {
      return [...(items.get(`${tin}/${bhfId}`)?.values() ?? [])];
    },
    /** The cmcKey issued to a device (tests compare it with what the server stored). */
    cmcKeyOf(tin, bhfId) {
      return devices.get(`${tin}/${bhfId}`)?.cmcKey;
    },
    /** Forgets requests, sales, items, devices and switches. */
    reset() {
      requests.length = 0;
      sales.clear();
      items.clear();
      devices.clear();
      state.failures.length = 0;
      state.hangs.length = 0;
      state.delays.length = 0;
    },
  };

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      handle(request, response, body).catch((error) => {
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end(String(error));
      });
    });
  });

  async function handle(request, response, text) {
    const url = new URL(request.url ?? '/', 'http://simulator');
    if (url.pathname.startsWith('/__simulator/') && options.httpControls) {
      return handleControl(url, response);
    }
    const path = url.pathname.replace(/^\/etims-api/, '');
    const route = routes[path];
    if (request.method !== 'POST' || !route) return send(response, 404, { message: 'Not found' });
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = null;
    }
    const headers = {
      tin: header(request, 'tin'),
      bhfId: header(request, 'bhfid'),
      cmcKey: header(request, 'cmckey'),
    };
    const record = { at: new Date().toISOString(), path, headers, body, status: 0, resultCd: '' };
    requests.push(record);
    const failure = takeFor(state.failures, path);
    if (failure) {
      if (failure.resultCd) return answer(record, response, result(failure.resultCd));
      record.status = failure.status ?? 500;
      return send(response, record.status, undefined);
    }
    const hang = takeFor(state.hangs, path);
    const outcome =
      body === undefined
        ? result('911')
        : body === null || typeof body !== 'object'
          ? result('910')
          : route(headers, body);
    if (hang) {
      record.status = 'hung';
      hanging.add(response);
      return undefined;
    }
    const delay = state.delays.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return answer(record, response, outcome);
  }

  const routes = {
    '/selectInitOsdcInfo': (_headers, body) => {
      const { tin, bhfId, dvcSrlNo } = body;
      if (![tin, bhfId, dvcSrlNo].every((v) => typeof v === 'string' && v)) return result('910');
      const isKnown = known
        ? known.includes(`${tin}/${bhfId}/${dvcSrlNo}`)
        : /^[AP]\d{9}[A-Z]$/.test(tin);
      if (!isKnown) return result('901');
      const key = `${tin}/${bhfId}`;
      let device = devices.get(key);
      if (device && device.dvcSrlNo !== dvcSrlNo) return result('901');
      if (!device) {
        device = {
          dvcSrlNo,
          cmcKey: randomBytes(16).toString('hex'),
          sdcId: `KRACU${String(devices.size + 1).padStart(9, '0')}`,
          receipts: 0,
        };
        devices.set(key, device);
      }
      return result('000', {
        info: {
          tin,
          taxprNm: `Taxpayer ${tin}`,
          bsnsActv: 'Rental of real estate',
          bhfId,
          bhfNm: 'Headquarter',
          bhfOpenDt: '20240101',
          prvncNm: 'NAIROBI CITY',
          dstrtNm: 'WESTLANDS',
          sctrNm: 'WON',
          locDesc: null,
          hqYn: bhfId === '00' ? 'Y' : 'N',
          mgrNm: 'Manager',
          mgrTelNo: '0700000000',
          mgrEmail: 'manager@example.com',
          dvcId: `${tin.slice(1, 10)}${bhfId}00001`,
          sdcId: device.sdcId,
          mrcNo: `WIS${String(devices.size).padStart(8, '0')}`,
          cmcKey: device.cmcKey,
        },
      });
    },
    '/selectCodeList': (headers, body) => {
      const denied = checkDevice(headers);
      if (denied) return denied;
      if (typeof body.lastReqDt !== 'string' || !/^\d{14}$/.test(body.lastReqDt)) {
        return result('910');
      }
      if (body.lastReqDt >= codesChangedAt) return result('001', null);
      return result('000', {
        clsList: [
          {
            cdCls: '04',
            cdClsNm: 'Taxation Type',
            cdClsDesc: null,
            useYn: 'Y',
            userDfnNm1: 'TaxRate',
            userDfnNm2: null,
            userDfnNm3: null,
            dtlList: taxTypes.map(([cd, cdNm, rate], i) => ({
              cd,
              cdNm,
              cdDesc: cdNm,
              useYn: 'Y',
              srtOrd: i + 1,
              userDfnCd1: rate,
              userDfnCd2: null,
              userDfnCd3: null,
            })),
          },
        ],
      });
    },
    '/saveItem': (headers, body) => {
      const denied = checkDevice(headers);
      if (denied) return denied;
      if (!validItem(body)) return result('910');
      const device = `${headers.tin}/${headers.bhfId}`;
      if (!items.has(device)) items.set(device, new Map());
      items.get(device).set(body.itemCd, body);
      return result('000', null);
    },
    '/saveTrnsSalesOsdc': (headers, body) => {
      const denied = checkDevice(headers);
      if (denied) return denied;
      if (!validSale(body)) return result('910');
      const key = `${headers.tin}/${headers.bhfId}/${body.invcNo}`;
      const taken = sales.get(key);
      if (taken) {
        taken.times += 1;
        return taken.answer;
      }
      // Every item must be in the device's item master (saveItem) first.
      const master = items.get(`${headers.tin}/${headers.bhfId}`);
      if (!body.itemList.every((item) => master?.has(item.itemCd))) return result('910');
      const device = devices.get(`${headers.tin}/${headers.bhfId}`);
      device.receipts += 1;
      const sdcDateTime = kenyaStamp();
      const signed = `${headers.tin}|${headers.bhfId}|${body.invcNo}|${body.totAmt}|${device.receipts}`;
      const answer = result('000', {
        curRcptNo: device.receipts,
        totRcptNo: device.receipts,
        intrlData: base32(randomBytes(26)),
        rcptSign: base32(createHmac('sha256', device.cmcKey).update(signed).digest()).slice(0, 16),
        sdcDateTime,
      });
      sales.set(key, {
        tin: headers.tin,
        bhfId: headers.bhfId,
        body,
        answer,
        at: new Date().toISOString(),
        times: 1,
      });
      return answer;
    },
  };

  /** '900' without the headers, '901' for a device never initialised or a wrong cmcKey. */
  function checkDevice(headers) {
    if (!headers.tin || !headers.bhfId || !headers.cmcKey) return result('900');
    const device = devices.get(`${headers.tin}/${headers.bhfId}`);
    if (!device || device.cmcKey !== headers.cmcKey) return result('901');
    return undefined;
  }

  async function handleControl(url, response) {
    const count = Number(url.searchParams.get('count') ?? 1);
    switch (url.pathname) {
      case '/__simulator/requests':
        return send(response, 200, { requests });
      case '/__simulator/sales':
        return send(response, 200, { sales: [...sales.values()] });
      case '/__simulator/items':
        return send(response, 200, {
          items: controls.itemsOf(url.searchParams.get('tin'), url.searchParams.get('bhfId')),
        });
      case '/__simulator/fail-next':
        controls.failNext(count, {
          status: Number(url.searchParams.get('status') ?? 500),
          resultCd: url.searchParams.get('resultCd') ?? undefined,
          path: url.searchParams.get('path') ?? undefined,
        });
        return send(response, 200, { ok: true });
      case '/__simulator/hang-next':
        controls.hangNext(count, url.searchParams.get('path') ?? undefined);
        return send(response, 200, { ok: true });
      case '/__simulator/delay-next':
        controls.delayNext(Number(url.searchParams.get('ms') ?? 1000), count);
        return send(response, 200, { ok: true });
      case '/__simulator/reset':
        controls.reset();
        return send(response, 200, { ok: true });
      default:
        return send(response, 404, { message: 'Not found' });
    }
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address();
  const url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url,
    port: address.port,
    requests,
    controls,
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The first switch meant for this path (or for any), taken off its list. */
function takeFor(list, path) {
  const index = list.findIndex((entry) => !entry.path || entry.path === path);
  return index < 0 ? undefined : list.splice(index, 1)[0];
}

function header(request, name) {
  const value = request.headers[name];
  return typeof value === 'string' && value ? value : undefined;
}

function result(resultCd, data = null) {
  return { resultCd, resultMsg: resultTexts[resultCd] ?? 'Error', resultDt: kenyaStamp(), data };
}

/** The fields a sale cannot do without (docs/reference/etims-oscu.md). */
function validSale(body) {
  const items = body.itemList;
  return (
    Number.isInteger(body.invcNo) &&
    body.invcNo > 0 &&
    Number.isInteger(body.orgInvcNo) &&
    (body.rcptTyCd === 'S' || (body.rcptTyCd === 'R' && body.orgInvcNo > 0)) &&
    typeof body.salesTyCd === 'string' &&
    /^\d{8}$/.test(String(body.salesDt)) &&
    typeof body.totAmt === 'number' &&
    Array.isArray(items) &&
    items.length > 0 &&
    body.totItemCnt === items.length &&
    items.every(
      (item) =>
        typeof item.itemNm === 'string' &&
        ['A', 'B', 'C', 'D', 'E'].includes(item.taxTyCd) &&
        typeof item.totAmt === 'number',
    )
  );
}

/** The fields saveItem cannot do without (docs/reference/etims-oscu.md, "saveItem"). */
function validItem(body) {
  const text = (value, max) => typeof value === 'string' && value.length > 0 && value.length <= max;
  return (
    text(body.itemCd, 20) &&
    text(body.itemClsCd, 10) &&
    text(body.itemTyCd, 5) &&
    text(body.itemNm, 200) &&
    text(body.orgnNatCd, 5) &&
    text(body.pkgUnitCd, 5) &&
    text(body.qtyUnitCd, 5) &&
    ['A', 'B', 'C', 'D', 'E'].includes(body.taxTyCd) &&
    typeof body.dftPrc === 'number' &&
    body.dftPrc >= 0 &&
    ['Y', 'N'].includes(body.isrcAplcbYn) &&
    ['Y', 'N'].includes(body.useYn) &&
    text(body.regrId, 20) &&
    text(body.regrNm, 60) &&
    text(body.modrId, 20) &&
    text(body.modrNm, 60)
  );
}

function answer(record, response, body) {
  record.status = 200;
  record.resultCd = body.resultCd;
  return send(response, 200, body);
}

function send(response, status, body) {
  if (body === undefined) return response.writeHead(status).end();
  return response
    .writeHead(status, { 'Content-Type': 'application/json' })
    .end(JSON.stringify(body));
}

function cliOptions(argv) {
  const options = { httpControls: true };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (name === '--port') options.port = Number(value);
    else if (name === '--host') options.host = value;
    else if (name === '--device') {
      const [tin, bhfId, dvcSrlNo] = value.split('/');
      options.devices = [...(options.devices ?? []), { tin, bhfId, dvcSrlNo }];
    } else throw new Error(`Unknown option ${name}`);
  }
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const simulator = await startEtimsSimulator({ port: 4030, ...cliOptions(process.argv.slice(2)) });
  console.log(`eTIMS OSCU simulator on ${simulator.url}`);
  console.log(`Point the server at it: ETIMS_BASE_URL=${simulator.url}`);
  const stop = () => simulator.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
