// Budget: GET /api/auth/user reaches at least 50% of the requests per second of a bare
// Fastify route returning the same JSON. Both servers run as their own processes; autocannon
// loads them from this process, alternating rounds so that machine noise hits both alike.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { startProductServer, signUpBenchUser, waitForHttp } from './lib.mjs';

const rounds = 3;
const secondsPerRound = Number(process.env.BENCH_SECONDS ?? 5);
const budgetRatio = 0.5;

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers, connections: 50, pipelining: 1, duration: secondsPerRound },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0) reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
        else resolve(result.requests.average);
      },
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureAuthUserThroughput() {
  const product = await startProductServer(3401);
  const { token } = await signUpBenchUser(product.url, product.readAccountMessages);
  const me = await (
    await fetch(`${product.url}/api/auth/user`, { headers: { 'x-auth-token': token } })
  ).json();

  const bare = spawn(
    process.execPath,
    [new URL('./bare-server.mjs', import.meta.url).pathname, '3402', JSON.stringify(me)],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    await waitForHttp('http://127.0.0.1:3402/api/auth/user');
    const productRps = [];
    const bareRps = [];
    for (let round = 0; round < rounds; round++) {
      bareRps.push(await load('http://127.0.0.1:3402/api/auth/user', {}));
      productRps.push(await load(`${product.url}/api/auth/user`, { 'x-auth-token': token }));
    }
    const ratio = median(productRps) / median(bareRps);
    return {
      productRps: Math.round(median(productRps)),
      bareRps: Math.round(median(bareRps)),
      ratio,
      pass: ratio >= budgetRatio,
    };
  } finally {
    bare.kill('SIGTERM');
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureAuthUserThroughput();
  console.log(result);
}
