/** Serves a folder as a CDN would (e.g. a deploy-remote target): tsx tools/src/serve-cdn.ts --root <folder> --port 4300 */
import { parseArgs } from 'node:util';
import { startCdnServer } from './cdn-server.js';

const { values } = parseArgs({ options: { root: { type: 'string' }, port: { type: 'string', default: '4300' }, host: { type: 'string', default: 'localhost' } } });
if (!values.root) {
  console.error('Usage: tsx tools/src/serve-cdn.ts --root <folder> [--port 4300] [--host localhost]');
  process.exit(2);
}

const server = await startCdnServer({ root: values.root, port: Number(values.port), host: values.host });
console.log(`Serving ${values.root} at ${server.url} (Ctrl-C to stop)`);
const close = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', close);
process.once('SIGTERM', close);
