import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface HelloFastify {
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

/** Starts hello-fastify-server.ts as a child (the API under test is one too), with this process's loader flags. */
export async function startHelloFastify(): Promise<HelloFastify> {
  const script = fileURLToPath(new URL('./hello-fastify-server.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The hello-world server did not start in time')), START_TIMEOUT_MS);
      void exited.then(() => reject(new Error('The hello-world server exited before it listened')));
      if (!child.stdout) throw new Error('No stdout from the hello-world server');
      createInterface({ input: child.stdout }).once('line', (line) => {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: string }).port);
      });
    });
    return { url: `http://127.0.0.1:${port}/`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
