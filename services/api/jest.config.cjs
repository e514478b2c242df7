const fs = require('node:fs');
const path = require('node:path');
const preset = require('../../jest.preset.cjs');

/**
 * The PostgreSQL target (API_TEST_DATABASE=postgresql) runs only the suites with a describe per database
 * (testDatabases()); the others (the schedule engine, config parsing, transports against local servers, suites that
 * start the API on PGlite only…) run once, in the PGlite target.
 */
function suitesWithoutDatabase() {
  const specs = fs.readdirSync(path.join(__dirname, 'src'), { recursive: true }).filter((file) => /\.spec\.tsx?$/.test(file));
  return specs
    .filter((file) => !/\btestDatabases\(/.test(fs.readFileSync(path.join(__dirname, 'src', file), 'utf8')))
    .map((file) => `<rootDir>/src/${file.split(path.sep).join('/')}$`);
}

// Jest (unlike Node 20.19+) cannot require() an ES module. @fastify/static, which the OpenAPI docs page
// loads, requires the ESM-only content-disposition, and Fastify's inject() the ESM-only cookie; those packages are
// compiled to CommonJS for tests.
const REQUIRED_ESM_PACKAGES = ['content-disposition', 'cookie'];

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  // Suites start the API (and some the identity service) in beforeAll; on CI's two cores, with both database targets
  // running at once, a start can take longer than 30 s.
  testTimeout: 60000,
  testPathIgnorePatterns: [
    '/node_modules/',
    // The security suite has a target of its own (api:test-security); the two database targets leave it out.
    ...(process.env.API_TEST_DATABASE ? ['<rootDir>/src/security/'] : []),
    ...(process.env.API_TEST_DATABASE === 'postgresql' ? suitesWithoutDatabase() : []),
  ],
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
