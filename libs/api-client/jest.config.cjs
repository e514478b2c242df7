module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api-client',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};
