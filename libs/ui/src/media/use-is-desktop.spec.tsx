import { render, screen } from '@testing-library/react';
import { setViewportWidth } from '../../testing/viewport.js';
import { useIsDesktop } from './use-is-desktop.js';

function Layout() {
  return <p>{useIsDesktop() ? 'desktop' : 'mobile'}</p>;
}

describe('useIsDesktop', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('is true from 768 px wide and false below', () => {
    setViewportWidth(767);
    const { unmount } = render(<Layout />);
    expect(screen.getByText('mobile')).toBeInTheDocument();
    unmount();
    setViewportWidth(768);
    render(<Layout />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });

  it('falls back to the desktop layout where media queries cannot be asked', () => {
    Reflect.deleteProperty(window, 'matchMedia');
    render(<Layout />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });
});
