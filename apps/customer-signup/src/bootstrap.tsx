// Customer signup on its own (rspack serve); in the composed app the shell renders these pages.
import { renderStandalone } from '@fsp/session';
import { Route } from 'react-router-dom';
import SignupRoutes from './exposed/signup-routes.js';
import PublicSignup from './exposed/public-signup.js';
import InviteRedirect from './exposed/invite-redirect.js';
import InvoicePage from './exposed/invoice-page.js';

renderStandalone(
  <>
    <Route path="/signup/*" element={<SignupRoutes />} />
    <Route path="/public-signup/:code" element={<PublicSignup />} />
    <Route path="/invite/:token" element={<InviteRedirect />} />
    <Route path="/invoice/:token" element={<InvoicePage />} />
  </>,
);
