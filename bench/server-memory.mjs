// Budget: the server's resident memory after start-up on SQLite (a fresh database, its jobs
// started, ready once its liveness probe answers) is at most 120 MiB. The baseline, measured
// in the same run: a bare Node process serving one Fastify route (bare-server.mjs). Each is
// the median of three starts, read one second after the process answers.
import { spawn } from 'node:child_process';
import { residentMiB, startProductServer, waitForHttp } from './lib.mjs';

const starts = 3;
const budgetMiB = 120;
const settleMs = 1000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs));

async function productRss() {
  const server = await startProductServer(3403, { readyPath: '/api/health' });
  try {
    await settle();
    return residentMiB(server.child.pid);
  } finally {
    await server.stop();
  }
}

async function bareRss() {
  const script = new URL('./bare-server.mjs', import.meta.url).pathname;
  const bare = spawn(process.execPath, [script, '3419', '{"status":"ok"}'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHttp('http://127.0.0.1:3419/api/auth/user');
    await settle();
    return residentMiB(bare.pid);
  } finally {
    if (bare.exitCode === null) {
      bare.kill('SIGTERM');
      await new Promise((resolve) => bare.once('exit', resolve));
    }
  }
}

export async function measureServerMemory() {
  const bare = [];
  const product = [];
  // Alternating, so that machine noise hits both alike.
  for (let start = 0; start < starts; start++) {
    bare.push(await bareRss());
    product.push(await productRss());
  }
  const rssMiB = median(product);
  return { bareMiB: median(bare), rssMiB, budgetMiB, pass: rssMiB <= budgetMiB };
}

export function printServerMemory(memory, verdict) {
  console.log(`\nResident memory after start-up on SQLite (median of ${starts} starts):`);
  console.log(`  bare Fastify     ${memory.bareMiB.toFixed(1)} MiB`);
  console.log(
    `  server           ${memory.rssMiB.toFixed(1)} MiB; budget <= ${memory.budgetMiB} MiB: ${verdict(memory.pass)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printServerMemory(await measureServerMemory(), (pass) => (pass ? 'PASS' : 'FAIL'));
}
