import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Sidebar } from './sidebar.js';

function linksFor(role: string): string[] {
  render(
    <MemoryRouter initialEntries={['/app']}>
      <Sidebar role={role} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav).getAllByRole('link').map((link) => link.textContent ?? '');
}

describe('Sidebar', () => {
  it('shows crew members the dashboard, customers and schedule only', () => {
    expect(linksFor('crew_member')).toEqual(['Dashboard', 'Customers', 'Schedule']);
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows managers the office screens without Crews', () => {
    expect(linksFor('manager')).toEqual([
      'Dashboard', 'Customers', 'Schedule', 'Services', 'Invoices', 'Payments', 'Reports', 'Insights', 'Settings',
    ]);
  });

  it('shows owners Crews too, whatever the case of the role', () => {
    expect(linksFor('OWNER')).toEqual([
      'Dashboard', 'Customers', 'Schedule', 'Services', 'Invoices', 'Payments', 'Reports', 'Insights', 'Settings', 'Crews',
    ]);
  });

  it('gives admins an Admin section with Admin Panel and Impersonate', () => {
    linksFor('admin');
    const section = screen.getByRole('region', { name: 'Admin' });
    expect(within(section).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/app/admin',
      '/app/impersonate',
    ]);
  });

  it('marks the current screen', () => {
    render(
      <MemoryRouter initialEntries={['/app/customers']}>
        <Sidebar role="owner" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});
