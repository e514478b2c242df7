// Public site remote: emits remoteEntry.js + mf-manifest.json with content-hashed chunks into ./dist. Built and deployed
// alone; the shell finds it through its runtime config.
import { federatedAppConfig } from '@fsp/build-config';
import { DEFAULT_PORTS } from '@fsp/contracts';

export default federatedAppConfig({
  appRoot: import.meta.dirname,
  name: 'public_site',
  port: DEFAULT_PORTS.public_site,
  standaloneTitle: 'Public site',
  exposes: {
    './Routes': './src/exposed/routes.tsx',
  },
});
