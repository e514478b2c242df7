import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SIGNUP_FORM_MESSAGES as M, type PublicSignupData } from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { PublicSignupPage } from './public-signup-page.js';

const ORG = 'Sparkle Cleaning Co';

const DATA: PublicSignupData = {
  organization: { id: 'org-2', name: ORG, email: 'hello@sparkle.test', business_hours: null, services_rendered: [] },
  services: [
    { key: 'standard-clean', label: 'Standard Clean', price_cents: 12000, currency: 'USD' },
    { key: 'deep-clean', label: 'Deep Clean', price_cents: 22050, currency: 'USD' },
  ],
  availability_template: [],
  sms_consent_text: 'I agree to receive text messages from Sparkle Cleaning Co.',
};

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer({ 'GET /api/public/signup/xyz': { status: 200, body: DATA } });
});
afterEach(async () => {
  await server.close();
});

function renderRequest() {
  return render(
    <TestSessionProvider session={createTestSession()}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <MemoryRouter initialEntries={['/public-signup/xyz']}>
          <RemoteAppProviders>
            <Routes>
              <Route path="/public-signup/:code" element={<PublicSignupPage />} />
            </Routes>
          </RemoteAppProviders>
        </MemoryRouter>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const postRequests = () => server.requests.filter((request) => request.method === 'POST');

describe('PublicSignupPage', () => {
  it('lists the services with prices and the contact and address fields', async () => {
    renderRequest();
    expect(await screen.findByRole('heading', { level: 1, name: ORG })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Standard Clean — $120.00 USD' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Deep Clean — $220.50 USD' })).toBeInTheDocument();
    for (const label of ['Full name', 'Email', 'Phone', 'Street', 'City', 'State', 'Zip']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Address' })).toBeInTheDocument();
  });

  it('sends what was entered without checking it first, then thanks the customer', async () => {
    server.route('POST /api/public/signup/xyz', { status: 200, body: { ok: true, customer_id: 'c-9', org_id: 'org-2', org_name: ORG } });
    renderRequest();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Deep Clean — $220.50 USD' }));
    type('Full name', 'Robin Client');
    type('Email', 'robin@example.com');
    type('Phone', '919 555 0101');
    type('Street', '2 Oak Ave');
    type('City', 'Durham');
    type('State', 'ncx');
    expect(screen.getByLabelText('State')).toHaveValue('NC');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(`Thanks! We received your request for ${ORG}.`)).toBeInTheDocument();
    expect(screen.getByText(M.requestPaymentLater)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(postRequests()[0]?.body).toEqual({
      name: 'Robin Client',
      email: 'robin@example.com',
      phone_number: '919 555 0101',
      street: '2 Oak Ave',
      city: 'Durham',
      state: 'NC',
      zip: '',
      services_selected: [{ key: 'deep-clean', price_cents: 22050 }],
    });
  });

  it('shows "Signup failed." with the reason in a visible alert and keeps the form', async () => {
    server.route('POST /api/public/signup/xyz', { status: 400, body: { error: M.zipInvalid } });
    renderRequest();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.requestFailed);
    expect(alert).toHaveTextContent(M.zipInvalid);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(postRequests()).toHaveLength(1);
  });

  it('says when no services are offered', async () => {
    server.route('GET /api/public/signup/xyz', { status: 200, body: { ...DATA, services: [] } });
    renderRequest();
    expect(await screen.findByText(M.noServicesAvailable)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says the invitation is invalid or expired when the code does not load', async () => {
    server.route('GET /api/public/signup/xyz', { status: 404, body: { error: 'Invite not found or expired' } });
    renderRequest();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.invalidInvitation);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
