// Back office on its own (rspack serve); in the composed app the shell renders these pages.
import { renderStandalone } from '@fsp/session';
import { Route } from 'react-router-dom';
import BackofficeRoutes from './exposed/routes.js';

renderStandalone(
  <>
    <Route path="/app/*" element={<BackofficeRoutes />} />
  </>,
  { requireSignIn: true },
);
