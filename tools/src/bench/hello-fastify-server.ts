/** The bench's yardstick: a bare Fastify hello-world in a process of its own. Prints its port, then serves until SIGTERM. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: new URL(address).port }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
