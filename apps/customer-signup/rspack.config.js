// Customer signup remote: emits remoteEntry.js + mf-manifest.json with content-hashed chunks into ./dist. Built and deployed
// alone; the shell finds it through its runtime config.
import { federatedAppConfig } from '@fsp/build-config';
import { DEFAULT_PORTS } from '@fsp/contracts';

export default federatedAppConfig({
  appRoot: import.meta.dirname,
  name: 'customer_signup',
  port: DEFAULT_PORTS.customer_signup,
  standaloneTitle: 'Customer signup',
  exposes: {
    './SignupRoutes': './src/exposed/signup-routes.tsx',
    './PublicSignup': './src/exposed/public-signup.tsx',
    './InviteRedirect': './src/exposed/invite-redirect.tsx',
    './InvoicePage': './src/exposed/invoice-page.tsx',
  },
});
