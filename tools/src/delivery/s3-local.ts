/**
 * A local S3-compatible server for trying deploys by hand (npm run s3:local):
 *
 *   tsx tools/src/delivery/s3-local.ts [--directory .data/s3] [--port 4569] [--bucket cdn]
 *
 * then deploy with AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER and --endpoint http://localhost:4569.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { WORKSPACE_ROOT } from '../workspace-root.js';
import { startLocalS3Server } from './local-s3-server.js';

export const LOCAL_S3_PORT = 4569;

const { values } = parseArgs({
  options: {
    directory: { type: 'string', default: resolve(WORKSPACE_ROOT, '.data/s3') },
    port: { type: 'string', default: String(LOCAL_S3_PORT) },
    host: { type: 'string', default: 'localhost' },
    bucket: { type: 'string', multiple: true, default: ['cdn'] },
  },
});

const directory = resolve(values.directory);
await mkdir(directory, { recursive: true });
const server = await startLocalS3Server({ directory, port: Number(values.port), host: values.host, buckets: values.bucket });
console.log(`S3-compatible server on ${server.url}, objects in ${directory}, bucket(s): ${values.bucket.join(', ')} (Ctrl-C to stop)`);
console.log(`Deploy with: AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER npm run deploy -- admin --target s3://${values.bucket[0]}/fieldwise --endpoint ${server.url}`);
const close = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', close);
process.once('SIGTERM', close);
