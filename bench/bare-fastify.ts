// The yardstick for bench/list-reads.ts: fastify with one JSON handler and nothing else, started
// in its own process like the app, so both pay the same process and loopback costs.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ object: 'list', data: [] }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
