export * from './federated-app-config.js';
export * from './shared-singletons.js';
export * from './precompress-plugin.js';
export * from './bundle-budget-plugin.js';
export * from './bundle-budgets-file.js';
export type { BundleBudgetReport, MeasuredFile } from './bundle-budget-report.js';
