const preset = require('../../jest.preset.cjs');
const styleModuleMapper = require('./testing/style-module-mapper.cjs');

module.exports = {
  ...preset,
  displayName: 'ui',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/testing/fail-on-console-error.cjs', '<rootDir>/testing/async-util-timeout.cjs'],
  moduleNameMapper: { ...styleModuleMapper, ...preset.moduleNameMapper },
};
