module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api-client',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/../../libs/ui/testing/fail-on-console-error.cjs', '<rootDir>/../../libs/ui/testing/async-util-timeout.cjs'],
};
