const preset = require('../jest.preset.cjs');

// @fastify/static (CommonJS) requires content-disposition, which ships ES modules only; Node 20.19 loads it
// natively but Jest's CommonJS loader cannot, so that one package is compiled to CommonJS for tests.
const esmOnlyDependencies = ['content-disposition'];

module.exports = {
  ...preset,
  displayName: 'tools',
  testEnvironment: 'node',
  transform: {
    [`/node_modules/(${esmOnlyDependencies.join('|')})/.+\\.js$`]: ['@swc/jest', { module: { type: 'commonjs' } }],
    ...preset.transform,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyDependencies.join('|')})/)`],
};
