// Public site on its own (rspack serve); in the composed app the shell renders these pages.
import { renderStandalone } from '@fsp/session';
import { Route } from 'react-router-dom';
import PublicSiteRoutes from './exposed/routes.js';

renderStandalone(
  <>
    <Route path="/*" element={<PublicSiteRoutes />} />
  </>,
);
