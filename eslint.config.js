import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Who may import whom (ARCHITECTURE.md §1). Browser code may additionally reach `extraForBrowser`: the apps'
 * rspack configs (build-time Node code) use the shared build configuration.
 */
function moduleBoundaries(extraForBrowser) {
  return {
    enforceBuildableLibDependency: false,
    allow: [],
    depConstraints: [
      { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
      { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared'] },
      { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: [] },
      { sourceTag: 'scope:build', onlyDependOnLibsWithTags: ['scope:shared'] },
      { sourceTag: 'scope:browser', onlyDependOnLibsWithTags: ['scope:shared', 'scope:browser', ...extraForBrowser] },
      { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
      { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
    ],
  };
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.data', '**/.nx', '**/test-results', '**/playwright-report', '**/coverage'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries([])],
    },
  },
  {
    // The router is one shared instance: react-router-dom, which resolves to libs/router's surface. Importing
    // react-router itself would bundle a second router whose context the shell's never reaches.
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'libs/**/*.ts', 'libs/**/*.tsx'],
    ignores: ['libs/router/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router', message: "Import from 'react-router-dom' (libs/router's shared surface)." }] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // API tests may start the real local identity service in-process (it speaks the Auth0 Management API the
    // API's identity adapter calls), instead of a stand-in that would prove nothing about the pair.
    files: ['services/api/**/*.spec.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', { ...moduleBoundaries([]), allow: ['@fsp/identity'] }] },
  },
  {
    // End-to-end support drives delivery (deploy, promote, roll back, the edge's config object) with the tools' own
    // code, as the Playwright config starts the stack with the tools' CLI.
    files: ['e2e/src/support/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', { ...moduleBoundaries([]), allow: ['../../../tools/src/**'] }] },
  },
  {
    files: ['apps/*/rspack.config.js'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries(['scope:build'])] },
  },
];
