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
      { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['scope:shared'] },
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
    files: ['apps/*/rspack.config.js'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries(['scope:build'])] },
  },
];
