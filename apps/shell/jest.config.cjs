const preset = require('../../jest.preset.cjs');
const styleModuleMapper = require('../../libs/ui/testing/style-module-mapper.cjs');

module.exports = {
  ...preset,
  displayName: 'shell',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../libs/session/jest.setup.cjs'],
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/../../libs/ui/testing/fail-on-console-error.cjs', '<rootDir>/../../libs/ui/testing/async-util-timeout.cjs'],
  moduleNameMapper: { ...styleModuleMapper, ...preset.moduleNameMapper },
};
