export { createApp, createNestApp, type CreateAppOptions, type RunningApi } from './create-app.js';
export { apiConfigFromEnv, type ApiConfig } from './config/api-config.js';
