import { defineConfig, devices } from '@playwright/test';
import { E2E_CONTROL_URL, E2E_DATA_DIR, E2E_PORTS, E2E_SIGN_IN_ORIGINS } from './src/support/e2e-stack.js';

const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const portsArg = Object.entries(E2E_PORTS)
  .map(([name, port]) => `${name}=${port}`)
  .join(',');

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One production-like stack serves the whole suite; impersonation and remote outages are global state.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  webServer: {
    command: `npx tsx ../tools/src/stack-cli.ts --fresh --data-dir ${E2E_DATA_DIR} --ports ${portsArg} --control-port ${new URL(E2E_CONTROL_URL).port}`,
    url: `${E2E_CONTROL_URL}/urls`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Request logs stay quiet; warnings, errors and the services' own failures still reach the report.
    // One browser drives every public page from one address, far beyond the per-client limits meant for the open web.
    // Sign-in may return to the stack's edge and to the second edge the remote-release test starts.
    env: { LOG_LEVEL: 'warn', PUBLIC_RATE_LIMIT: '100000', LEAD_RATE_LIMIT: '100000', IDENTITY_ALLOWED_ORIGINS: E2E_SIGN_IN_ORIGINS.join(',') },
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
