import { buildApp } from './dist/app.js';
import { openDb, migrateToLatest } from './dist/db/connection.js';
const h = openDb({ sqliteFile: ':memory:' });
await migrateToLatest(h);
const app = await buildApp({ db: h.db, webDistDir: null, logger: false });
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
for (let i = 0; i < 40000; i++)
  await app.inject({ url: '/api/auth/user', headers: { 'x-auth-token': token } });
