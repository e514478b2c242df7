// Admin remote: emits remoteEntry.js + mf-manifest.json with content-hashed chunks into ./dist. Built and deployed
// alone; the shell finds it through its runtime config.
import { federatedAppConfig } from '@fsp/build-config';
import { DEFAULT_PORTS } from '@fsp/contracts';

export default federatedAppConfig({
  appRoot: import.meta.dirname,
  name: 'admin',
  port: DEFAULT_PORTS.admin,
  standaloneTitle: 'Admin',
  exposes: {
    './AdminPanel': './src/exposed/admin-panel.tsx',
    './Impersonate': './src/exposed/impersonate.tsx',
    './OwnerOnboard': './src/exposed/owner-onboard.tsx',
  },
});
