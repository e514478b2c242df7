export * from './constants.js';
export * from './errors.js';
export * from './local-defaults.js';
export * from './messages.js';
export * from './navigation.js';
export * from './roles.js';
export * from './runtime-config.js';
export * from './users.js';
