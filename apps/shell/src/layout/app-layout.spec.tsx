import { QUICK_ACTIONS_PANEL_WIDTH_PX } from '@fsp/contracts';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { setViewportWidth } from '@fsp/ui/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { profileFor } from '../testing/profiles.js';
import { AppLayout } from './app-layout.js';

function renderLayout(path: string, role = 'owner') {
  const session = createTestSession({ status: 'signed-in', profile: profileFor(role), logout: () => undefined });
  return render(
    <TestSessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app" element={<AppLayout />}>
            <Route path="*" element={<input aria-label="Search customers" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </TestSessionProvider>,
  );
}

const panel = () => screen.queryByRole('dialog', { name: 'Quick Actions' });

describe('AppLayout on desktop', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows the page title, the breadcrumb and the user e-mail', () => {
    renderLayout('/app/crews');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crew Management');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app');
    expect(breadcrumb).toHaveTextContent('crews');
    expect(screen.getByRole('button', { name: /owner@demo\.test/ })).toBeInTheDocument();
  });

  it('toggles the 420 px Quick Actions panel with Shift+K and closes it with Escape', () => {
    renderLayout('/app');
    expect(panel()).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'K', shiftKey: true });
    expect(panel()).toBeInTheDocument();
    expect(panel()).toHaveStyle({ width: `${QUICK_ACTIONS_PANEL_WIDTH_PX}px` });
    expect(within(screen.getByRole('dialog', { name: 'Quick Actions' })).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/app/onboard-customer',
      '/app/schedule',
      '/app/invoices',
    ]);
    expect(within(screen.getByRole('dialog', { name: 'Quick Actions' })).getByRole('link', { name: /Onboard Customer/ })).toHaveFocus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(panel()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Quick Actions/ })).toHaveFocus();
    fireEvent.keyDown(document.body, { key: 'K', shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'K', shiftKey: true });
    expect(panel()).not.toBeInTheDocument();
  });

  it('ignores Shift+K while the user types in a field', () => {
    renderLayout('/app/customers');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search customers' }), { key: 'K', shiftKey: true });
    expect(panel()).not.toBeInTheDocument();
  });

  it('reserves no room for a floating Quick Actions button, which desktops do not have', () => {
    renderLayout('/app');
    expect(screen.getByRole('main')).not.toHaveClass('reserveQuickActions');
    expect(document.documentElement).not.toHaveAttribute('data-quick-actions');
  });

  it('collapses the sidebar to icons while keeping each link named', () => {
    renderLayout('/app');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Customers' })).toBeInTheDocument();
  });
});

describe('AppLayout on mobile', () => {
  beforeEach(() => setViewportWidth(390));

  it('opens the navigation drawer from the menu button and closes it with Escape', () => {
    renderLayout('/app');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
  });

  it('leaves room below every page for the floating Quick Actions button, and keeps scrolled-to controls clear of it', () => {
    const { unmount } = renderLayout('/app/schedule');
    expect(screen.getByRole('button', { name: 'Quick Actions' })).toHaveClass('fab');
    expect(screen.getByRole('main')).toHaveClass('content', 'reserveQuickActions');
    expect(document.documentElement).toHaveAttribute('data-quick-actions', 'floating');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-quick-actions');
  });

  it('opens Quick Actions as a bottom sheet from the floating plus button, not with Shift+K', () => {
    renderLayout('/app');
    fireEvent.keyDown(document.body, { key: 'K', shiftKey: true });
    expect(panel()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Quick Actions' }));
    expect(within(screen.getByRole('dialog', { name: 'Quick Actions' })).getByRole('link', { name: /Invoices/ })).toHaveAttribute('href', '/app/invoices');
  });
});
