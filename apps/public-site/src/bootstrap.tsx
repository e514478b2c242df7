// Public site on its own (rspack serve), outside the shell: the exposed pages at their shell paths,
// with the session on the local defaults. In the composed app the shell renders them instead.
import { runtimeConfigFromEnv } from '@fsp/contracts';
import { SessionProvider } from '@fsp/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import PublicSiteRoutes from './exposed/routes.js';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <SessionProvider config={runtimeConfigFromEnv({})}>
        <Routes>
          <Route path="/*" element={<PublicSiteRoutes />} />
        </Routes>
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>,
);
