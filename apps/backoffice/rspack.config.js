// Back office remote: emits remoteEntry.js + mf-manifest.json with content-hashed chunks into ./dist. Built and deployed
// alone; the shell finds it through its runtime config.
import { federatedAppConfig } from '@fsp/build-config';
import { DEFAULT_PORTS } from '@fsp/contracts';

export default federatedAppConfig({
  appRoot: import.meta.dirname,
  name: 'backoffice',
  port: DEFAULT_PORTS.backoffice,
  standaloneTitle: 'Back office',
  exposes: {
    './Routes': './src/exposed/routes.tsx',
  },
});
