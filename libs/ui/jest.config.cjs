const preset = require('../../jest.preset.cjs');
const styleModuleMapper = require('./testing/style-module-mapper.cjs');

module.exports = {
  ...preset,
  displayName: 'ui',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: { ...styleModuleMapper, ...preset.moduleNameMapper },
};
