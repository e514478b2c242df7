// Admin on its own (rspack serve), outside the shell: the exposed pages at their shell paths,
// with the session on the local defaults. In the composed app the shell renders them instead.
import { runtimeConfigFromEnv } from '@fsp/contracts';
import { SessionProvider } from '@fsp/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AdminPanel from './exposed/admin-panel.js';
import Impersonate from './exposed/impersonate.js';
import OwnerOnboard from './exposed/owner-onboard.js';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <SessionProvider config={runtimeConfigFromEnv({})}>
        <Routes>
          <Route path="/app/admin/*" element={<AdminPanel />} />
          <Route path="/app/impersonate/*" element={<Impersonate />} />
          <Route path="/admin/owner-onboard/:code/*" element={<OwnerOnboard />} />
          <Route path="*" element={<Navigate to="/app/admin" replace />} />
        </Routes>
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>,
);
