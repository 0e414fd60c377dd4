// The baseline: a bare Fastify route returning the same JSON as GET /api/auth/user, with no
// session lookup, no database and no plugins.
import Fastify from 'fastify';

const [port, body] = [Number(process.argv[2]), process.argv[3]];
const payload = JSON.parse(body);
const app = Fastify();
app.get('/api/auth/user', async () => payload);
await app.listen({ port, host: '127.0.0.1' });
