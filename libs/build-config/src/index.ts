export * from './federated-app-config.js';
export * from './shared-singletons.js';
export * from './precompress-plugin.js';
