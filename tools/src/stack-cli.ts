/**
 * Runs the production stack on chosen ports, for end-to-end tests and side-by-side runs:
 *
 *   tsx tools/src/stack-cli.ts --data-dir /tmp/e2e-data \
 *     --ports shell=5200,public_site=5201,backoffice=5202,admin=5203,customer_signup=5204,api=5000,identity=5001 \
 *     [--control-port 5299] [--fresh] [--no-seed]
 *
 * Expects the builds to exist (`npx nx run-many -t build`). Prints `STACK_READY <urls as JSON>` once everything
 * answers; SIGINT/SIGTERM stop it cleanly.
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runUntilSignal } from './run-until-signal.js';
import { startStack } from './stack.js';
import { parsePorts, pickOperatorEnv } from './stack-config.js';
import { startStackControl } from './stack-control.js';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    ports: { type: 'string' },
    'control-port': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'no-seed': { type: 'boolean', default: false },
  },
});

const dataDir = values['data-dir'];
if (!dataDir) {
  console.error('--data-dir is required');
  process.exit(2);
}
const ports = parsePorts(values.ports);
const controlPort = values['control-port'] ? Number(values['control-port']) : undefined;
if (values.fresh) await rm(dataDir, { recursive: true, force: true });

await runUntilSignal(
  async (signal) => {
    const stack = await startStack({ dataDir, ports, env: pickOperatorEnv(process.env), seedDemo: !values['no-seed'], signal });
    if (controlPort === undefined) return stack;
    const control = await startStackControl(stack, controlPort);
    return {
      ...stack,
      stop: async () => {
        await control.close();
        await stack.stop();
      },
    };
  },
  (stack) => console.log(`STACK_READY ${JSON.stringify(stack.urls)}`),
);
