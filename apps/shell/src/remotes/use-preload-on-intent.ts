import { useEffect } from 'react';
import { remoteRouteFor } from '@fsp/contracts';
import type { RemoteComponents } from './remote-components.js';

/**
 * Preloads the remote a link opens as soon as the link is pointed at or focused (sidebar, Quick Actions, links
 * inside remotes alike), so its manifest, entry and chunks are on their way before the click.
 */
export function usePreloadOnIntent(components: RemoteComponents): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const route = remoteRouteFor(link.pathname);
      if (route) components.preload(route.remote, route.expose);
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [components]);
}
