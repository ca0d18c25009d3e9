// The baseline: a bare Fastify server with one route, run as its own process (like the real server) so it
// never shares an event loop with the load generator. Usage: PORT=1234 node scripts/bench/hello-app.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
