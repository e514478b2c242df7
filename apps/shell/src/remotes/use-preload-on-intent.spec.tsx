import type { RemoteName } from '@fsp/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import type { RemoteComponents } from './remote-components.js';
import { usePreloadOnIntent } from './use-preload-on-intent.js';

function LinksWithPreload({ components }: { components: RemoteComponents }) {
  usePreloadOnIntent(components);
  return (
    <nav>
      <a href="/app/admin">
        <span>Admin Panel</span>
      </a>
      <a href="/app/customers">Customers</a>
      <a href="/invoice/tok_1">Invoice</a>
      <a href="https://elsewhere.example.com/app/admin">Elsewhere</a>
    </nav>
  );
}

function recordingComponents() {
  const preloaded: Array<[RemoteName, string]> = [];
  const components: RemoteComponents = {
    get: () => {
      throw new Error('not rendered here');
    },
    retry: () => undefined,
    preload: (remote, expose) => preloaded.push([remote, expose]),
    release: (remote) => ({ remote, version: 'test', manifestUrl: '' }),
  };
  return { components, preloaded };
}

describe('usePreloadOnIntent', () => {
  it('preloads the remote and expose of the route a link opens when it is pointed at or focused', () => {
    const { components, preloaded } = recordingComponents();
    render(<LinksWithPreload components={components} />);

    fireEvent.pointerOver(screen.getByText('Admin Panel'));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Customers' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Invoice' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.pointerOver(screen.getByRole('navigation'));

    expect(preloaded).toEqual([
      ['admin', './AdminPanel'],
      ['backoffice', './Routes'],
      ['customer_signup', './InvoicePage'],
    ]);
  });

  it('stops listening when the app unmounts', () => {
    const { components, preloaded } = recordingComponents();
    const { unmount } = render(<LinksWithPreload components={components} />);
    const link = screen.getByRole('link', { name: 'Customers' });
    unmount();
    document.body.append(link);
    fireEvent.pointerOver(link);
    expect(preloaded).toEqual([]);
    link.remove();
  });
});
