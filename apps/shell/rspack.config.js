// Shell host build. No `remotes`: the runtime config (/config.json) names them at start-up.
import { federatedAppConfig } from '@fsp/build-config';
import { DEFAULT_PORTS, runtimeConfigFromEnv } from '@fsp/contracts';

export default federatedAppConfig({
  appRoot: import.meta.dirname,
  name: 'shell',
  port: DEFAULT_PORTS.shell,
  favicon: './public/favicon.svg',
  devServer: {
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'runtime-config',
        path: '/config.json',
        middleware: (_request, response) => {
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          response.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
        },
      });
      return middlewares;
    },
  },
});
