const preset = require('../../jest.preset.cjs');

// Jest (unlike Node 20.19+) cannot require() an ES module. @fastify/static, which the OpenAPI docs page
// loads, requires the ESM-only content-disposition, and Fastify's inject() the ESM-only cookie; those packages are
// compiled to CommonJS for tests.
const REQUIRED_ESM_PACKAGES = ['content-disposition', 'cookie'];

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  testTimeout: 30000,
  globalSetup: '<rootDir>/jest.global-setup.mjs',
  globalTeardown: '<rootDir>/jest.global-teardown.mjs',
  transform: {
    [`node_modules/(${REQUIRED_ESM_PACKAGES.join('|')})/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    ...preset.transform,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${REQUIRED_ESM_PACKAGES.join('|')})/)`],
};
