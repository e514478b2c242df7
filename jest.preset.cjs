// Shared Jest settings. Tests run as native ES modules (NestJS 12 and jose ship ESM only),
// so every project's `test` target starts Jest with --experimental-vm-modules.
const os = require('node:os');
const path = require('node:path');

module.exports = {
  // Jest's default leaves a core idle (cores - 1); the Nx run already bounds how many projects test at once.
  maxWorkers: os.availableParallelism(),
  // Component tests type through user-event and answer from a real local HTTP server; on CI's two cores, with two
  // projects testing at once, one such test can take longer than Jest's default 5 s. Projects that start servers
  // (the API) set more.
  testTimeout: 20_000,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@fsp/(contracts|session|ui|api-client|embedded-postgres)$': path.join(__dirname, 'libs/$1/src/index.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
