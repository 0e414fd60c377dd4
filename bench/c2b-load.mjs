// Confirmations as M-PESA sends them, for the benches that measure under payments arriving.
import http from 'node:http';
import { kenyaTime } from '../tools/daraja-simulator.mjs';

/**
 * What a run of confirmations shares: the paybill, how many tenants ("h-0" to "h-<n-1>") the
 * account numbers name, the TransIDs sent (to count afterwards) and the recent ones repeated.
 */
/** Sets the organization's paybill; returns the path M-PESA sends its confirmations to. */
export async function openPaybill(server, token, paybill) {
  const response = await fetch(`${server.url}/api/mpesasettings/mpesa-settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify({ organizationname: 'Bench Court', paybillnumber: paybill }),
  });
  if (!response.ok) throw new Error(`paybill: ${response.status} ${await response.text()}`);
  const { mpesasettings } = await response.json();
  return new URL(mpesasettings.confirmationurl).pathname;
}

export function confirmationLoad({ paybill, tenants }) {
  return { paybill, tenants, sent: new Set(), recent: [], counter: 0, repeats: 0 };
}

/**
 * Sends `rate` confirmations a second for `durationSeconds`, evenly spaced (one every
 * 1000 / rate ms), over up to `sockets` (20) keep-alive connections per server. (autocannon's own rate
 * sends each second's requests in one burst at its start.) Each answer's time is counted from
 * when its request was due, so a client or server falling behind shows in the figure.
 * Options: `route(confirmation)` returns `{ server, path }` for each confirmation (after
 * setting its BusinessShortCode, say), to spread them over organizations and servers;
 * `stopped()` ends the sending early (with `durationSeconds` Infinity, it alone ends it).
 */
export async function sendPaced(
  server,
  confirmationPath,
  load,
  rate,
  durationSeconds,
  { route, stopped, sockets = 20 } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  // Each answer's time, by the second (from the start) it was due in.
  const bySecond = [];
  // Counted, not kept: at rent day's million tenants an array of every answer's promise held
  // the bench's heap near its limit, and the simulators in the same process stalled.
  let inFlight = 0;
  let sendingOver = false;
  let allAnswered = () => {};
  const answered = new Promise((resolve) => (allAnswered = resolve));
  const settle = () => {
    inFlight -= 1;
    if (sendingOver && inFlight === 0) allAnswered();
  };
  let non2xx = 0;
  let errors = 0;
  const send = (dueAt) => {
    const confirmation = nextConfirmation(load);
    const target = route?.(confirmation) ?? { server, path: confirmationPath };
    const { hostname, port } = new URL(target.server.url);
    const body = JSON.stringify(confirmation);
    inFlight += 1;
    {
      const request = http.request(
        {
          hostname,
          port,
          path: target.path,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const second = Math.floor((dueAt - startedAt) / 1000);
            (bySecond[second] ??= []).push(performance.now() - dueAt);
            if (response.statusCode < 200 || response.statusCode >= 300) non2xx += 1;
            settle();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        settle();
      });
      request.end(body);
    }
  };
  const start = Date.now();
  const startedAt = performance.now();
  const total = rate * durationSeconds;
  let sent = 0;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) * rate) / 1000));
      for (; sent < due; sent++) send(startedAt + (sent * 1000) / rate);
      if (sent >= total || stopped?.()) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  const sentSeconds = (performance.now() - startedAt) / 1000;
  sendingOver = true;
  if (inFlight === 0) allAnswered();
  await answered;
  agent.destroy();
  const latencies = bySecond.flat();
  return {
    start,
    requests: latencies.length,
    p99: p99Of(latencies),
    // Where the slow answers were: each second's p99 (a second with no answer: null).
    p99BySecond: Array.from(bySecond, (answers) => (answers ? p99Of(answers) : null)),
    // The servers warm: the answers from the sixth second on (JIT-compiled, pools open).
    warmP99: p99Of(bySecond.slice(warmFromSecond).flat()),
    non2xx,
    errors,
    rps: Math.round(latencies.length / Math.min(durationSeconds, sentSeconds)),
  };
}

/** The first second whose answers count as warm servers' (warmP99). */
export const warmFromSecond = 5;

/** The 99th percentile of answer times (ms), rounded; 0 for none. */
function p99Of(latencies) {
  const sorted = [...latencies].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0);
}

/** A confirmation as M-PESA sends it: ~5% repeat a recent TransID, ~2% match no tenant. */
export function nextConfirmation(load) {
  load.counter += 1;
  const { counter, recent } = load;
  let transId;
  if (recent.length > 50 && counter % 20 === 0) {
    transId = recent[counter % recent.length];
    load.repeats += 1;
  } else {
    transId = `B${String(counter).padStart(9, '0')}`;
    recent.push(transId);
    if (recent.length > 500) recent.shift();
  }
  load.sent.add(transId);
  const unknown = counter % 50 === 7;
  return {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: kenyaTime(),
    TransAmount: '100.00',
    BusinessShortCode: load.paybill,
    BillRefNumber: unknown ? `NOPE${counter % 13}` : ` h-${counter % load.tenants} `,
    InvoiceNumber: '',
    OrgAccountBalance: '0.00',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'BENCH',
    MiddleName: '',
    LastName: '',
  };
}
