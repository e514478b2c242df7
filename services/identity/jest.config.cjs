module.exports = { ...require('../../jest.preset.cjs'), displayName: 'identity', testEnvironment: 'node', testTimeout: 20000 };
