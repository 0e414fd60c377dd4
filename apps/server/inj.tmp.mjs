import Fastify from 'fastify';
import { buildApp } from './dist/app.js';
import { openDb, migrateToLatest } from './dist/db/connection.js';
const h = openDb({ sqliteFile: ':memory:' });
await migrateToLatest(h);
const app = await buildApp({
  db: h.db,
  webDistDir: process.argv[2] === 'web' ? undefined : null,
  logger: process.argv[3] === 'log' ? { level: 'warn' } : false,
});
const r = await app.inject({
  method: 'POST',
  url: '/api/user/signup',
  payload: {
    firstname: 'A',
    lastname: 'B',
    phonenumber: '0712345678',
    email: 'a@b.co',
    accounttype: 'Landlord',
    pin: '1234',
  },
});
const { token } = r.json();
const me = (await app.inject({ url: '/api/auth/user', headers: { 'x-auth-token': token } })).json();
const bare = Fastify();
bare.get('/api/auth/user', async () => me);
await bare.ready();
async function time(name, fn, n = 20000) {
  for (let i = 0; i < 3000; i++) await fn();
  const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  console.log(name, (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(1), 'µs');
}
await time('bare', () => bare.inject({ url: '/api/auth/user' }));
await time('product', () =>
  app.inject({ url: '/api/auth/user', headers: { 'x-auth-token': token } }),
);
await time('product 404', () => app.inject({ url: '/api/nope' }));
await time('bare', () => bare.inject({ url: '/api/auth/user' }));
await time('product', () =>
  app.inject({ url: '/api/auth/user', headers: { 'x-auth-token': token } }),
);
