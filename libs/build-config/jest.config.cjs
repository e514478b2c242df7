module.exports = { ...require('../../jest.preset.cjs'), displayName: 'build-config', testEnvironment: 'node' };
