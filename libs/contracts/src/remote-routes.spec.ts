import { remoteRouteFor } from './remote-routes.js';

describe('remoteRouteFor', () => {
  it.each([
    ['/', 'public_site', './Routes'],
    ['/get-started', 'public_site', './Routes'],
    ['/some/unknown/page', 'public_site', './Routes'],
    ['/signup', 'customer_signup', './SignupRoutes'],
    ['/signup/abc/step', 'customer_signup', './SignupRoutes'],
    ['/public-signup/CODE1', 'customer_signup', './PublicSignup'],
    ['/public-signup/CODE1/extra', 'public_site', './Routes'],
    ['/invite/tok', 'customer_signup', './InviteRedirect'],
    ['/invoice/tok', 'customer_signup', './InvoicePage'],
    ['/admin/owner-onboard/abc', 'admin', './OwnerOnboard'],
    ['/admin/owner-onboard/abc/next', 'admin', './OwnerOnboard'],
    ['/app', 'backoffice', './Routes'],
    ['/app/customers', 'backoffice', './Routes'],
    ['/app/admin', 'admin', './AdminPanel'],
    ['/app/admin/users', 'admin', './AdminPanel'],
    ['/app/impersonate', 'admin', './Impersonate'],
    ['/app/administrators', 'backoffice', './Routes'],
  ])('%s is %s %s', (pathname, remote, expose) => {
    expect(remoteRouteFor(pathname)).toMatchObject({ remote, expose });
  });
});
