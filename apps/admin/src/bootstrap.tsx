// Admin on its own (rspack serve); in the composed app the shell renders these pages.
import { renderStandalone } from '@fsp/session';
import { Route } from 'react-router-dom';
import AdminPanel from './exposed/admin-panel.js';
import Impersonate from './exposed/impersonate.js';
import OwnerOnboard from './exposed/owner-onboard.js';

renderStandalone(
  <>
    <Route path="/app/admin/*" element={<AdminPanel />} />
    <Route path="/app/impersonate/*" element={<Impersonate />} />
    <Route path="/admin/owner-onboard/:code/*" element={<OwnerOnboard />} />
  </>,
  { requireSignIn: true },
);
